import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { researchReportFiles, researchReports } from '../schema/index.ts';
import { renderSamplePdf, type SamplePdf } from './research-pdf.ts';

const AUTHOR = 'Analista de exemplo (AlgoOne)';
/** Not a real accreditation: every sample says it is an example, on the card and in the PDF. */
const SAMPLE_CNPI = 'EM-000001';
const DAY_MS = 86_400_000;

interface Sample {
  title: string;
  summary: string;
  category: string;
  tags: string[];
  featured: boolean;
  daysAgo: number;
  paragraphs: string[];
  chart: SamplePdf['chart'];
}

const SAMPLES: Sample[] = [
  {
    title: 'Ações de energia elétrica: dividendos previsíveis em um ciclo de juros altos',
    summary:
      'Por que transmissoras e geradoras com contratos longos costumam sustentar dividendos quando a Selic está alta, e quais riscos regulatórios acompanhar.',
    category: 'Ações',
    tags: ['Dividendos', 'Energia', 'Setor elétrico'],
    featured: true,
    daysAgo: 3,
    paragraphs: [
      'Empresas de transmissão de energia têm receitas definidas em contratos de concessão de 30 anos, corrigidas pela inflação. Essa previsibilidade permite distribuir boa parte do lucro como dividendos, mesmo em períodos de juros altos, quando o custo da dívida aumenta.',
      'Geradoras dependem mais do preço da energia no mercado livre e do regime de chuvas. Em anos de reservatórios cheios, o preço de curto prazo cai e as margens encolhem; por isso a diversificação entre fontes (hídrica, eólica e solar) pesa na análise.',
      'Riscos a acompanhar: revisões tarifárias da ANEEL, renovação de concessões e o endividamento para novos leilões. Para o investidor de longo prazo, o setor costuma funcionar como a parte defensiva da carteira de ações.',
    ],
    chart: {
      title: 'Dividend yield médio do setor por ano',
      unit: '% ao ano',
      bars: [
        { label: '2021', value: 6.1 },
        { label: '2022', value: 7.4 },
        { label: '2023', value: 8.2 },
        { label: '2024', value: 7.8 },
        { label: '2025', value: 8.5 },
      ],
    },
  },
  {
    title: 'FIIs de logística: vacância em queda e contratos atípicos',
    summary:
      'Galpões logísticos seguem com demanda firme do comércio eletrônico. Comparamos vacância, prazo dos contratos e desconto sobre o valor patrimonial.',
    category: 'FIIs',
    tags: ['Logística', 'Renda mensal', 'Imóveis'],
    featured: true,
    daysAgo: 8,
    paragraphs: [
      'Os fundos imobiliários de galpões logísticos se beneficiaram da expansão do comércio eletrônico e da busca por armazéns próximos aos grandes centros. A vacância média do segmento caiu nos últimos trimestres.',
      'Contratos atípicos (built to suit), com prazo longo e multa rescisória pesada, dão previsibilidade à renda mensal. Em contrapartida, a renegociação do aluguel é rara, e o reajuste segue apenas o índice do contrato.',
      'Na comparação entre fundos, olhamos o desconto sobre o valor patrimonial, a concentração de inquilinos e a localização dos ativos. Rendimentos de FIIs são isentos de IR para a pessoa física, dentro das condições da lei.',
    ],
    chart: {
      title: 'Vacância física média do segmento',
      unit: '% da área bruta locável',
      bars: [
        { label: '1T25', value: 11.2 },
        { label: '2T25', value: 10.1 },
        { label: '3T25', value: 9.4 },
        { label: '4T25', value: 8.7 },
      ],
    },
  },
  {
    title: 'Renda Fixa: Tesouro IPCA+ ou prefixado para os próximos anos?',
    summary:
      'Com a inflação implícita acima da meta, avaliamos quando vale travar uma taxa real no Tesouro IPCA+ e quando o prefixado faz mais sentido.',
    category: 'Renda Fixa',
    tags: ['Tesouro Direto', 'Inflação', 'Juros'],
    featured: false,
    daysAgo: 12,
    paragraphs: [
      'O Tesouro IPCA+ paga uma taxa real fixa mais a inflação do período, protegendo o poder de compra de quem leva o título até o vencimento. O prefixado trava uma taxa nominal: ganha do IPCA+ se a inflação ficar abaixo da inflação implícita na curva.',
      'A inflação implícita é a diferença entre as duas taxas. Quando ela está acima da meta do Banco Central, o prefixado embute um prêmio que só compensa se a inflação de fato ficar alta.',
      'Para objetivos de longo prazo, como a aposentadoria, o IPCA+ costuma ser a escolha mais segura. Lembre-se da marcação a mercado: vender antes do vencimento pode gerar perdas.',
    ],
    chart: {
      title: 'Taxa real do Tesouro IPCA+ 2035',
      unit: '% ao ano acima do IPCA',
      bars: [
        { label: 'jan', value: 6.4 },
        { label: 'mar', value: 6.9 },
        { label: 'mai', value: 7.2 },
        { label: 'jul', value: 6.8 },
        { label: 'set', value: 7.0 },
      ],
    },
  },
  {
    title: 'Multimercados macro: como ler a carta mensal do gestor',
    summary:
      'Um roteiro para entender as posições de um fundo multimercado macro: juros, câmbio, bolsa e a contribuição de cada estratégia para o resultado.',
    category: 'Multimercado',
    tags: ['Fundos', 'Gestão ativa', 'Macro'],
    featured: false,
    daysAgo: 17,
    paragraphs: [
      'Fundos multimercado macro combinam posições em juros, moedas, bolsa e commodities. A carta mensal do gestor explica o cenário e a atribuição de resultado: quanto cada estratégia somou ou tirou do mês.',
      'Compare o retorno com o CDI em janelas longas (três anos ou mais) e observe a volatilidade e a maior queda. Um fundo que só ganha do CDI em um ano excepcional pode não justificar a taxa de administração e de performance.',
      'O come-cotas antecipa o imposto de renda em maio e novembro. Leve isso em conta ao comparar com alternativas isentas ou de renda fixa.',
    ],
    chart: {
      title: 'Atribuição de resultado no trimestre',
      unit: 'pontos percentuais',
      bars: [
        { label: 'Juros', value: 1.8 },
        { label: 'Moedas', value: 0.9 },
        { label: 'Bolsa', value: 0.6 },
        { label: 'Commod.', value: 0.3 },
      ],
    },
  },
  {
    title: 'Internacional: ETFs globais para diversificar em dólar',
    summary:
      'BDRs de ETFs e contas no exterior permitem exposição a outras moedas e setores. Comparamos custos, tributação e o papel do câmbio na carteira.',
    category: 'Internacional',
    tags: ['ETFs', 'Dólar', 'Diversificação'],
    featured: false,
    daysAgo: 24,
    paragraphs: [
      'Investir fora do Brasil diversifica riscos ligados à economia local e ao real. ETFs globais dão acesso a milhares de empresas com um só ativo e custo baixo.',
      'Pela B3, BDRs de ETFs permitem essa exposição sem abrir conta no exterior. Pela conta internacional, o leque é maior, mas é preciso enviar recursos, pagar câmbio e declarar os ativos.',
      'O câmbio faz parte do retorno: em anos de real forte, a carteira em dólar pode render menos em reais. Por isso, a parcela internacional costuma ser definida pelo perfil e mantida com rebalanceamentos periódicos.',
    ],
    chart: {
      title: 'Participação dos países em um ETF global',
      unit: '% da carteira do índice',
      bars: [
        { label: 'EUA', value: 62 },
        { label: 'Japão', value: 6 },
        { label: 'Reino Unido', value: 4 },
        { label: 'China', value: 3 },
        { label: 'Outros', value: 25 },
      ],
    },
  },
  {
    title: 'Ações de bancos: rentabilidade alta e inadimplência sob controle',
    summary:
      'Os grandes bancos mantêm retorno sobre o patrimônio elevado. Avaliamos inadimplência, provisões e o efeito dos juros altos sobre o crédito.',
    category: 'Ações',
    tags: ['Bancos', 'Dividendos', 'Crédito'],
    featured: false,
    daysAgo: 31,
    paragraphs: [
      'Os bancos brasileiros de grande porte apresentam retorno sobre o patrimônio líquido acima da média global, sustentado por spreads altos e pela concentração do mercado.',
      'Em ciclos de juros altos, a inadimplência das famílias tende a subir com defasagem. Acompanhar as provisões para devedores duvidosos ajuda a antecipar o impacto no lucro.',
      'A concorrência de bancos digitais e a expansão do Pix pressionam receitas de tarifas. Ainda assim, o setor segue como pagador relevante de dividendos e juros sobre capital próprio.',
    ],
    chart: {
      title: 'Retorno sobre o patrimônio líquido (ROE)',
      unit: '% ao ano',
      bars: [
        { label: 'Banco A', value: 21.5 },
        { label: 'Banco B', value: 19.8 },
        { label: 'Banco C', value: 17.2 },
        { label: 'Banco D', value: 12.4 },
      ],
    },
  },
];

/**
 * Six sample reports, published and labelled as examples, each with a PDF generated here
 * with pdfkit. Idempotent: once any example exists (staff may have edited or withdrawn
 * them), nothing is added again.
 */
export async function seedResearch(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: researchReports.id })
    .from(researchReports)
    .where(eq(researchReports.isExample, true))
    .limit(1);
  if (existing) return;
  const pdfs = await Promise.all(
    SAMPLES.map((sample) =>
      renderSamplePdf({
        title: sample.title,
        category: sample.category,
        author: AUTHOR,
        analystCnpi: SAMPLE_CNPI,
        date: new Date(now.getTime() - sample.daysAgo * DAY_MS),
        paragraphs: sample.paragraphs,
        chart: sample.chart,
      }),
    ),
  );
  await db.transaction(async (tx) => {
    for (const [index, sample] of SAMPLES.entries()) {
      const publishedAt = new Date(now.getTime() - sample.daysAgo * DAY_MS);
      const [report] = await tx
        .insert(researchReports)
        .values({
          title: sample.title,
          summary: sample.summary,
          category: sample.category,
          tags: sample.tags,
          featured: sample.featured,
          author: AUTHOR,
          analystCnpi: SAMPLE_CNPI,
          status: 'published',
          publishedAt,
          isExample: true,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: researchReports.id });
      const { content, pageCount } = pdfs[index] as { content: Buffer; pageCount: number };
      await tx.insert(researchReportFiles).values({
        reportId: (report as { id: string }).id,
        fileName: `exemplo-${index + 1}.pdf`,
        bytes: content.length,
        pageCount,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        uploadedAt: publishedAt,
      });
    }
  });
}
