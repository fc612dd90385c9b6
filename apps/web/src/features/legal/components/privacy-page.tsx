import { Link } from '@/components/link';
import { LEGAL_VERSIONS } from '@algoone/contracts';
import { DELETION_GRACE_DAYS, RETAINED_AFTER_DELETION } from '@algoone/domain';
import { LEGAL_EMAILS, MailLink } from './mail-link';
import { LegalDocument, LegalTable, type LegalSection } from './legal-document';

const LEGAL_BASES: { purpose: string; data: string; basis: string }[] = [
  {
    purpose: 'Criar e manter sua conta; prestar a consultoria contratada',
    data: 'Cadastro, perfil de investidor, dados financeiros informados',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    purpose: 'Verificar a adequação ao perfil e guardar os registros exigidos pela CVM',
    data: 'Questionário, respostas, pontuação, recomendações, aceites',
    basis: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II)',
  },
  {
    purpose: 'Calcular e repassar o cashback',
    data: 'Corretora escolhida, patrimônio informado, créditos recebidos',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    purpose: 'Cobrar a assinatura e emitir documentos fiscais',
    data: 'Nome, e-mail, plano, status e identificadores do pagamento',
    basis: 'Execução de contrato e obrigação legal (art. 7º, V e II)',
  },
  {
    purpose: 'Responder pelo Theo e pelo chat com o consultor',
    data: 'Mensagens, resumo do perfil e da carteira em percentuais',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    purpose: 'Segurança, prevenção a fraudes e registros de acesso',
    data: 'IP, data e hora, navegador, tentativas de acesso, logs de auditoria',
    basis: 'Obrigação legal (Marco Civil da Internet, art. 15) e legítimo interesse (art. 7º, IX)',
  },
  {
    purpose: 'Enviar novidades e conteúdos que não fazem parte do serviço',
    data: 'Nome e e-mail',
    basis: 'Consentimento (art. 7º, I), que pode ser revogado a qualquer momento',
  },
];

/**
 * The real retention periods: what the account deletion erases after its grace period, and what
 * the erasure keeps anonymised because a law requires it (the domain's RETAINED_AFTER_DELETION,
 * which the purge follows, docs/decisions/021-privacy.md).
 */
const RETENTION: { data: string; period: string }[] = [
  {
    data: 'Dados da conta (cadastro, telefone, carteira, patrimônio, aportes, objetivos, progresso, conversas com o consultor e com o Theo, sessões)',
    period: `Enquanto a conta existir; apagados ${DELETION_GRACE_DAYS} dias após o pedido de exclusão (entrar na conta nesse prazo cancela o pedido)`,
  },
  ...RETAINED_AFTER_DELETION.map((item) => ({
    data: `${item.what} (mantidos anonimizados após a exclusão)`,
    period: `${item.years} anos — ${item.why}`,
  })),
  {
    data: 'Registros de acesso à aplicação (IP, data e hora)',
    period:
      '6 meses, conforme o art. 15 do Marco Civil da Internet; na exclusão, apagados da conta',
  },
];

const COOKIES: { name: string; purpose: string; duration: string }[] = [
  {
    name: 'Cookie de sessão (estritamente necessário)',
    purpose:
      'Mantém você conectado com segurança. É HttpOnly e Secure: scripts da página não conseguem lê-lo.',
    duration: 'Até você sair da conta ou a sessão expirar',
  },
  {
    name: 'Preferências de interface (armazenamento local do navegador)',
    purpose:
      'Lembra escolhas de exibição, como avisos já fechados. Não guarda dados financeiros nem pessoais.',
    duration: 'Até você limpar os dados do navegador',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'quem-somos',
    title: 'Quem somos e a quem esta política se aplica',
    body: (
      <>
        <p>
          A AlgoOne é uma consultoria de investimentos independente. Para prestar o serviço,
          tratamos dados pessoais como <strong>controladora</strong>, nos termos da Lei Geral de
          Proteção de Dados Pessoais (Lei nº 13.709/2018, &ldquo;LGPD&rdquo;).
        </p>
        <p>
          Esta política vale para o site, a plataforma, o questionário de perfil (mesmo antes de
          você criar conta), o Theo, o chat com consultores e os e-mails que enviamos. Nosso
          Encarregado pelo Tratamento de Dados Pessoais pode ser contatado em{' '}
          <MailLink email={LEGAL_EMAILS.dpo} />.
        </p>
      </>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Quais dados coletamos',
    body: (
      <>
        <ul>
          <li>
            <strong>Cadastro:</strong> nome, e-mail, telefone (opcional) e senha, guardada apenas na
            forma de hash criptográfico.
          </li>
          <li>
            <strong>Perfil de investidor:</strong> respostas do questionário, pontuação, perfil
            resultante, versão do questionário e data.
          </li>
          <li>
            <strong>Dados financeiros que você informa:</strong> patrimônio, composição da carteira,
            aportes, objetivos, receitas e gastos mensais, corretora preferida.
          </li>
          <li>
            <strong>Uso da plataforma:</strong> progresso na academia, pontos, conquistas e missões,
            recomendações salvas e aplicadas.
          </li>
          <li>
            <strong>Comunicações:</strong> mensagens trocadas com o consultor, conversas com o Theo
            e as avaliações que você faz das respostas.
          </li>
          <li>
            <strong>Assinatura:</strong> plano, status e identificadores do pagamento. Os dados do
            cartão ficam com o provedor de pagamentos; nós não os recebemos.
          </li>
          <li>
            <strong>Dados técnicos e de segurança:</strong> endereço IP, data e hora de acesso, tipo
            de navegador, tentativas de entrada e identificadores de requisição.
          </li>
        </ul>
        <p>
          Não pedimos, e você não deve nos enviar, senhas de corretoras ou bancos, nem dados
          pessoais sensíveis (como saúde, religião ou biometria). Não coletamos dados de quem tem
          menos de 18 anos.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para que usamos seus dados e com qual base legal',
    body: (
      <>
        <p>
          Cada uso tem uma finalidade e uma base legal do art. 7º da LGPD. Não usamos seus dados
          para finalidades incompatíveis com estas.
        </p>
        <LegalTable
          caption="Finalidades, dados usados e bases legais"
          columns={['Finalidade', 'Dados', 'Base legal']}
          rows={LEGAL_BASES.map((row) => [row.purpose, row.data, row.basis])}
        />
      </>
    ),
  },
  {
    id: 'decisoes-automatizadas',
    title: 'Recomendações automatizadas e revisão humana',
    body: (
      <>
        <p>
          O seu perfil de investidor e a carteira recomendada são calculados automaticamente, por
          regras objetivas: a pontuação das respostas define o perfil (Conservador, Moderado ou
          Arrojado), o prazo define o horizonte, e uma tabela de alocação por perfil e horizonte,
          ajustada pelo valor disponível, define a carteira. A explicação de cada classe aparece
          junto da recomendação.
        </p>
        <p>
          Conforme o art. 20 da LGPD, você pode pedir a revisão dessa decisão por um consultor
          humano, pelo pedido de revisão na plataforma ou pelo e-mail{' '}
          <MailLink email={LEGAL_EMAILS.dpo} />, e pode pedir informações claras sobre os critérios
          usados.
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>
          <strong>Não vendemos, alugamos nem cedemos seus dados</strong> para publicidade. Só os
          compartilhamos quando necessário para o serviço:
        </p>
        <ul>
          <li>
            <strong>Corretoras parceiras, somente quando você pede:</strong> por exemplo, para
            vincular sua conta à AlgoOne e receber o cashback. Enviamos o mínimo necessário para
            identificá-lo.
          </li>
          <li>
            <strong>Provedor de pagamentos:</strong> nome, e-mail e plano, para processar a
            assinatura.
          </li>
          <li>
            <strong>Provedor de inteligência artificial do Theo:</strong> enviamos apenas a sua
            pergunta e um resumo minimizado do contexto (perfil de risco, faixa de patrimônio,
            percentuais da carteira). Não enviamos nome completo, e-mail, telefone nem documentos, e
            exigimos contratualmente que o provedor não os use para treinar modelos.
          </li>
          <li>
            <strong>Envio de e-mails e infraestrutura:</strong> provedores de hospedagem, banco de
            dados e e-mail transacional, que tratam os dados apenas sob nossas instruções.
          </li>
          <li>
            <strong>Autoridades:</strong> CVM, Poder Judiciário e outros órgãos, quando houver
            obrigação legal ou ordem válida.
          </li>
        </ul>
        <p>
          Alguns provedores podem tratar dados fora do Brasil. Nesses casos, adotamos as garantias
          do art. 33 da LGPD, como cláusulas contratuais de proteção de dados.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies e armazenamento no navegador',
    body: (
      <>
        <p>
          Usamos apenas o estritamente necessário para o site funcionar. Não usamos cookies de
          publicidade, de rastreamento ou de análise de terceiros. Por isso, não exibimos banner de
          consentimento de cookies.
        </p>
        <LegalTable
          caption="Cookies e armazenamento local usados"
          columns={['Item', 'Para que serve', 'Duração']}
          rows={COOKIES.map((row) => [row.name, row.purpose, row.duration])}
        />
        <p>
          Você pode apagar cookies e dados do site nas configurações do navegador. Sem o cookie de
          sessão, não é possível permanecer conectado.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <>
        <p>
          Guardamos cada dado apenas pelo tempo necessário à finalidade ou exigido por lei. Depois
          disso, ele é eliminado ou anonimizado.
        </p>
        <LegalTable
          caption="Prazos de retenção"
          columns={['Dados', 'Prazo']}
          rows={RETENTION.map((row) => [row.data, row.period])}
        />
        <p>
          Quando você exclui a conta, os dados que precisamos manter por obrigação legal ficam
          bloqueados para qualquer outro uso até o fim do prazo.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos como titular',
    body: (
      <>
        <p>O art. 18 da LGPD garante a você, a qualquer momento e sem custo:</p>
        <ol>
          <li>confirmação de que tratamos seus dados;</li>
          <li>acesso aos dados;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em
            desconformidade com a lei;
          </li>
          <li>portabilidade dos dados a outro fornecedor de serviço;</li>
          <li>eliminação dos dados tratados com base no seu consentimento;</li>
          <li>
            informação sobre as entidades públicas e privadas com as quais compartilhamos seus
            dados;
          </li>
          <li>
            informação sobre a possibilidade de não dar consentimento e sobre as consequências da
            recusa;
          </li>
          <li>revogação do consentimento.</li>
        </ol>
        <p>
          Você também tem direito à revisão, por uma pessoa, de decisões tomadas unicamente com base
          em tratamento automatizado (art. 20), como descrito acima, e pode apresentar reclamação à
          Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'exercer-direitos',
    title: 'Como exercer seus direitos',
    body: (
      <>
        <ul>
          <li>
            <strong>Na plataforma:</strong> na página <Link to="/meus-dados">Meus dados</Link> você
            vê o que guardamos por categoria, baixa tudo (JSON, e aportes e cashback em CSV),
            corrige seus dados, gerencia os consentimentos, faz solicitações ao Encarregado com
            número de protocolo e prazo, e pode excluir sua conta.
          </li>
          <li>
            <strong>Por e-mail:</strong> escreva para o Encarregado em{' '}
            <MailLink email={LEGAL_EMAILS.dpo} />. Podemos pedir uma confirmação de identidade para
            proteger seus dados.
          </li>
        </ul>
        <p>
          Respondemos em até 15 dias. Se não pudermos atender a um pedido (por exemplo, eliminar
          dados que a CVM exige que guardemos), explicaremos o motivo.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Como protegemos seus dados',
    body: (
      <>
        <ul>
          <li>conexões sempre criptografadas (HTTPS) e senhas guardadas apenas como hash;</li>
          <li>
            acesso interno por perfil: cada consultor vê apenas os seus clientes, e administradores
            usam autenticação em dois fatores;
          </li>
          <li>chaves e segredos de integrações criptografados e fora do navegador;</li>
          <li>limite de tentativas de acesso e registro de auditoria das ações administrativas.</li>
        </ul>
        <p>
          Se ocorrer um incidente de segurança que possa causar risco ou dano relevante,
          comunicaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD.
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta política',
    body: (
      <p>
        Esta política pode ser atualizada. Cada versão tem data e número de versão, e avisaremos
        sobre mudanças relevantes por e-mail e na plataforma antes que entrem em vigor. Quando a
        mudança depender do seu consentimento, pediremos um novo aceite. Veja também os{' '}
        <Link to="/termos">Termos de Uso</Link>.
      </p>
    ),
  },
  {
    id: 'encarregado',
    title: 'Encarregado (DPO) e contato',
    body: (
      <ul>
        <li>
          Encarregado pelo Tratamento de Dados Pessoais: <MailLink email={LEGAL_EMAILS.dpo} />
        </li>
        <li>
          Ouvidoria: <MailLink email={LEGAL_EMAILS.ombudsman} />
        </li>
        <li>
          Atendimento geral: <MailLink email={LEGAL_EMAILS.contact} />
        </li>
      </ul>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      version={LEGAL_VERSIONS.privacy}
      // A version is the date its text took effect.
      updatedAt={LEGAL_VERSIONS.privacy}
      intro={
        <p>
          Sua vida financeira é assunto sério. Aqui explicamos quais dados pessoais a AlgoOne trata,
          por que, com quem os compartilha, por quanto tempo os guarda e como você exerce os seus
          direitos previstos na LGPD.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
