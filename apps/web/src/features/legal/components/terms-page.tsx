import { Link } from '@/components/link';
import { LEGAL_VERSIONS } from '@algoone/contracts';
import { LEGAL_EMAILS, MailLink } from './mail-link';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'aceitacao',
    title: 'Aceitação e quem somos',
    body: (
      <>
        <p>
          Estes Termos de Uso regulam o acesso ao site e à plataforma AlgoOne e a contratação dos
          nossos serviços. A AlgoOne é uma consultoria de investimentos independente, remunerada por
          uma assinatura paga pelo próprio investidor (modelo <em>fee-based</em>).
        </p>
        <p>
          Você pode navegar pelo site e responder ao questionário de perfil sem criar conta. Ao
          criar uma conta, você declara que leu e aceita estes Termos e a{' '}
          <Link to="/privacidade">Política de Privacidade</Link>. Registramos a versão de cada
          documento aceita e a data do aceite.
        </p>
        <p>Se não concordar com estes Termos, não crie uma conta nem contrate os serviços.</p>
      </>
    ),
  },
  {
    id: 'servico',
    title: 'O que a AlgoOne faz e o que não faz',
    body: (
      <>
        <p>
          Prestamos consultoria de valores mobiliários, nos termos da Resolução CVM nº 19/2021: a
          partir do seu perfil de investidor, recomendamos uma alocação entre classes de ativos
          (Renda Fixa, Multimercado, Ações Brasil, Internacional e, quando adequado, Cripto) e
          oferecemos ferramentas para acompanhar patrimônio, aportes, objetivos e cashback.
        </p>
        <p>A AlgoOne não:</p>
        <ul>
          <li>executa ordens de compra ou venda em seu nome;</li>
          <li>recebe, guarda ou movimenta seu dinheiro ou seus ativos (não tem custódia);</li>
          <li>é corretora, banco, gestora de recursos ou distribuidora de valores mobiliários;</li>
          <li>
            pede senhas, tokens ou assinaturas eletrônicas das suas contas em corretoras ou bancos;
          </li>
          <li>promete ou garante rentabilidade.</li>
        </ul>
        <p>
          Seus investimentos ficam em seu nome, na corretora que você escolher. A decisão de
          investir, e a execução das ordens, são sempre suas.
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    title: 'Cadastro e conta',
    body: (
      <>
        <p>
          Para salvar seu plano e usar a área logada, você precisa ter 18 anos ou mais e criar uma
          conta com nome, e-mail e senha. Você se compromete a:
        </p>
        <ul>
          <li>informar dados verdadeiros e mantê-los atualizados;</li>
          <li>manter sua senha em sigilo e não compartilhar sua conta com outras pessoas;</li>
          <li>
            nos avisar imediatamente em <MailLink email={LEGAL_EMAILS.contact} /> se suspeitar de
            uso indevido.
          </li>
        </ul>
        <p>
          Por segurança, limitamos tentativas de acesso e podemos bloquear temporariamente a conta
          após falhas repetidas. Toda entrada na conta, e toda ação administrativa, fica registrada
          em log de auditoria.
        </p>
      </>
    ),
  },
  {
    id: 'suitability',
    title: 'Perfil de investidor (suitability)',
    body: (
      <>
        <p>
          Seguimos a Resolução CVM nº 30/2021, que exige verificar a adequação de cada recomendação
          ao perfil do cliente. Por isso:
        </p>
        <ul>
          <li>
            não fazemos recomendação sem um perfil preenchido. O questionário trata dos seus
            objetivos, da sua situação financeira, do prazo do investimento e do seu conhecimento e
            da sua tolerância a risco;
          </li>
          <li>
            guardamos cada perfil concluído com a versão do questionário, as respostas, a pontuação
            e a data;
          </li>
          <li>
            o perfil vale por até 24 meses. Depois disso, você precisa refazê-lo antes de receber
            novas recomendações. Você também pode refazê-lo a qualquer momento;
          </li>
          <li>
            avisamos quando a sua carteira registrada se afastar do que é adequado ao seu perfil.
          </li>
        </ul>
        <p>
          A qualidade da recomendação depende da veracidade e da atualidade das suas respostas. Se a
          sua situação mudar (renda, objetivos, prazo), refaça o questionário.
        </p>
      </>
    ),
  },
  {
    id: 'recomendacoes',
    title: 'Recomendações e riscos',
    body: (
      <>
        <p>
          A carteira recomendada é calculada por regras objetivas a partir do seu perfil, do prazo e
          do valor disponível, e vem com a explicação do papel de cada classe de ativo. Você pode
          pedir, a qualquer momento, que um consultor humano revise a recomendação (veja também o
          art. 20 da LGPD na <Link to="/privacidade">Política de Privacidade</Link>).
        </p>
        <p>
          Todo investimento envolve riscos, inclusive de perda do capital investido. Rentabilidade
          passada não é garantia de rentabilidade futura. Valores, simulações e projeções exibidos
          na plataforma são estimativas e não constituem promessa de resultado.
        </p>
        <p>
          Relatórios de research, aulas da academia e conteúdos educativos têm caráter informativo.
          Relatórios de análise identificam o autor e a sua certificação, conforme a Resolução CVM
          nº 20/2021.
        </p>
      </>
    ),
  },
  {
    id: 'cashback',
    title: 'Cashback e remuneração recebida de corretoras',
    body: (
      <>
        <p>
          Corretoras parceiras pagam à AlgoOne uma parte da receita obtida com os clientes que
          indicamos (chamada de ROE ou rebate). Em cumprimento ao dever de transparência da
          Resolução CVM nº 19/2021, informamos que recebemos essa remuneração e que repassamos a
          você a parte indicada na plataforma, na forma de cashback.
        </p>
        <ul>
          <li>
            os percentuais exibidos são estimativas, calculados sobre o patrimônio informado, e
            variam conforme a corretora, os produtos e o volume investido;
          </li>
          <li>
            os créditos efetivos aparecem no extrato de cashback, com data, valor e corretora de
            origem;
          </li>
          <li>
            se uma corretora alterar ou deixar de pagar a remuneração, o cashback correspondente
            será ajustado ou deixará de existir, com aviso na plataforma;
          </li>
          <li>
            a remuneração recebida não altera a recomendação: a carteira recomendada é a mesma em
            qualquer corretora.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'planos',
    title: 'Planos, pagamento, cancelamento e reembolso',
    body: (
      <>
        <p>
          Os recursos pagos (research exclusivo, chat com consultor dedicado, simulador de
          rebalanceamento, entre outros) estão disponíveis por assinatura mensal ou anual. Preço,
          periodicidade e o que cada plano inclui aparecem na página{' '}
          <Link to="/planos">Planos</Link> no momento da contratação.
        </p>
        <ul>
          <li>
            o pagamento é processado por um provedor de pagamentos. A AlgoOne não armazena o número
            do seu cartão;
          </li>
          <li>
            a assinatura é renovada automaticamente ao fim de cada período, até que você a cancele;
          </li>
          <li>
            você pode cancelar a qualquer momento, sem multa. O acesso continua até o fim do período
            já pago;
          </li>
          <li>
            nos primeiros 7 dias após a contratação, você pode desistir e receber o reembolso
            integral, conforme o art. 49 do Código de Defesa do Consumidor.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'theo',
    title: 'Theo, o consultor virtual',
    body: (
      <>
        <p>
          O Theo é um assistente que usa inteligência artificial para responder dúvidas sobre a sua
          carteira recomendada, o seu perfil, o cashback e o uso da plataforma, a partir dos dados
          que você registrou.
        </p>
        <ul>
          <li>
            as respostas são geradas automaticamente e podem conter erros. Elas não substituem a
            recomendação formal nem a análise de um consultor;
          </li>
          <li>
            o Theo não recomenda a compra ou a venda de ativos específicos. Para isso, use
            &ldquo;Encaminhar ao consultor&rdquo; ou fale com o seu consultor;
          </li>
          <li>não compartilhe senhas, documentos ou dados pessoais sensíveis na conversa;</li>
          <li>
            guardamos o histórico das conversas e as suas avaliações (útil/não útil) para melhorar o
            serviço, e há um limite de mensagens por período para uso justo.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'consultor',
    title: 'Chat com consultor e pedidos de revisão',
    body: (
      <>
        <p>
          Assinantes podem conversar com um consultor da AlgoOne e pedir revisão do plano em
          horários sugeridos. As mensagens ficam registradas, pois fazem parte do histórico da
          consultoria. Respondemos em até 24 horas úteis.
        </p>
        <p>
          O consultor orienta sobre a estratégia recomendada. Ele não executa ordens, não pede
          acesso à sua conta na corretora e não oferece produtos em troca de comissão.
        </p>
      </>
    ),
  },
  {
    id: 'condutas',
    title: 'Uso permitido e condutas proibidas',
    body: (
      <>
        <p>Ao usar a AlgoOne, você não pode:</p>
        <ul>
          <li>usar a plataforma para fins ilícitos ou para prejudicar terceiros;</li>
          <li>acessar contas, dados ou áreas que não sejam suas;</li>
          <li>
            tentar burlar mecanismos de segurança, sobrecarregar os servidores ou explorar falhas;
          </li>
          <li>
            extrair dados de forma automatizada, copiar ou revender conteúdos, relatórios ou aulas;
          </li>
          <li>enviar conteúdo ofensivo, discriminatório ou que viole direitos de terceiros.</li>
        </ul>
        <p>
          Se encontrar uma vulnerabilidade, escreva para <MailLink email={LEGAL_EMAILS.contact} />.
          Agradecemos relatos feitos de boa-fé.
        </p>
      </>
    ),
  },
  {
    id: 'propriedade',
    title: 'Propriedade intelectual',
    body: (
      <p>
        A marca AlgoOne, o software, os textos, as aulas, os relatórios e os demais conteúdos da
        plataforma pertencem à AlgoOne ou aos seus licenciantes. Você recebe uma licença pessoal,
        intransferível e não exclusiva para usá-los enquanto tiver uma conta ativa, sem direito de
        reproduzi-los ou distribuí-los. Marcas de corretoras citadas pertencem aos seus titulares.
      </p>
    ),
  },
  {
    id: 'disponibilidade',
    title: 'Disponibilidade e mudanças no serviço',
    body: (
      <p>
        Trabalhamos para manter a plataforma disponível, mas podem ocorrer interrupções para
        manutenção, atualizações ou por causas fora do nosso controle. Podemos alterar, incluir ou
        descontinuar funcionalidades. Mudanças que reduzam o que você contratou serão avisadas com
        antecedência e, se você não concordar, poderá cancelar com reembolso proporcional do período
        não usado.
      </p>
    ),
  },
  {
    id: 'responsabilidade',
    title: 'Responsabilidades',
    body: (
      <>
        <p>
          Respondemos pela qualidade da consultoria prestada, nos termos da legislação, inclusive do
          Código de Defesa do Consumidor. A AlgoOne não responde:
        </p>
        <ul>
          <li>pelo resultado dos investimentos, que dependem do mercado;</li>
          <li>
            por decisões tomadas de forma diferente da recomendação ou com base em informações
            incorretas fornecidas por você;
          </li>
          <li>
            por falhas, indisponibilidades ou atos das corretoras, bancos e demais instituições onde
            seus recursos estão.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'encerramento',
    title: 'Suspensão e encerramento da conta',
    body: (
      <p>
        Você pode excluir sua conta a qualquer momento, na página &ldquo;Meus dados&rdquo; da área
        logada. Podemos suspender ou encerrar contas que violem estes Termos, com aviso prévio
        sempre que possível. Após o encerramento, seus dados são eliminados ou anonimizados, exceto
        os que a lei ou a regulação nos obrigam a guardar, pelos prazos descritos na{' '}
        <Link to="/privacidade">Política de Privacidade</Link>.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações destes Termos',
    body: (
      <p>
        Podemos atualizar estes Termos para refletir mudanças no serviço ou na legislação. Cada
        versão tem data e número de versão. Avisaremos sobre mudanças relevantes por e-mail e na
        plataforma com pelo menos 15 dias de antecedência, e pediremos um novo aceite quando
        necessário.
      </p>
    ),
  },
  {
    id: 'lei',
    title: 'Lei aplicável e foro',
    body: (
      <p>
        Estes Termos seguem as leis da República Federativa do Brasil. Fica eleito o foro do
        domicílio do consumidor para resolver qualquer questão relacionada a eles.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Atendimento e ouvidoria',
    body: (
      <>
        <ul>
          <li>
            Atendimento: <MailLink email={LEGAL_EMAILS.contact} />
          </li>
          <li>
            Ouvidoria (quando o atendimento não resolver):{' '}
            <MailLink email={LEGAL_EMAILS.ombudsman} />
          </li>
          <li>
            Privacidade e proteção de dados (Encarregado): <MailLink email={LEGAL_EMAILS.dpo} />
          </li>
        </ul>
        <p>
          Se a resposta não for satisfatória, você também pode recorrer à Comissão de Valores
          Mobiliários (CVM) pelo Serviço de Atendimento ao Cidadão.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      version={LEGAL_VERSIONS.terms}
      // A version is the date its text took effect.
      updatedAt={LEGAL_VERSIONS.terms}
      intro={
        <p>
          Este documento explica, em linguagem direta, como funciona a AlgoOne, o que você pode
          esperar de nós e quais são as suas responsabilidades ao usar a plataforma. Leia com
          atenção: ele forma, com a Política de Privacidade, o contrato entre você e a AlgoOne.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
