import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { Logo } from '@/components/logo';
import { CONTACT_EMAILS } from '@/components/site-nav';

interface FooterLink {
  label: string;
  to?: string;
  email?: string;
}

const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Plataforma',
    links: [
      { label: 'Começar Agora', to: '/onboarding' },
      { label: 'Multi-Corretoras', to: '/research' },
      { label: 'Cashback', to: '/cashback' },
      { label: 'Educação', to: '/academia' },
      { label: 'Planos', to: '/planos' },
      { label: 'Consultor', to: '/theo' },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { label: 'Trabalhe conosco', email: CONTACT_EMAILS.careers },
      { label: 'Imprensa', email: CONTACT_EMAILS.press },
      { label: 'Fale conosco', email: CONTACT_EMAILS.contact },
    ],
  },
  {
    title: 'Legal e privacidade',
    links: [
      { label: 'Termos de Uso', to: '/termos' },
      { label: 'Política de Privacidade', to: '/privacidade' },
      { label: 'Proteção de dados (DPO)', email: CONTACT_EMAILS.dpo },
      { label: 'Ouvidoria', email: CONTACT_EMAILS.ombudsman },
    ],
  },
];

const linkClass =
  'rounded-sm text-sm text-teal-50/85 underline-offset-4 transition-colors hover:text-white hover:underline';

function FooterEntry({ link }: { link: FooterLink }): ReactNode {
  if (link.email) {
    return (
      <a href={`mailto:${link.email}`} className={`${linkClass} inline-flex flex-col`}>
        <span>{link.label}</span>
        <span className="text-xs text-teal-100/80">{link.email}</span>
      </a>
    );
  }
  return (
    <Link to={link.to ?? '/'} className={linkClass}>
      {link.label}
    </Link>
  );
}

/** Site footer (docs/product.md §2): product links, mail links and the regulatory notice. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-[oklch(0.24_0.045_195)] text-teal-50">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="max-w-sm">
            <Link to="/" className="inline-block rounded-md" aria-label="AlgoOne — página inicial">
              <Logo inverse />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-teal-50/85">
              Consultoria de investimentos independente, remunerada apenas por você. Recomendamos;
              você decide e investe na sua própria corretora.
            </p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 space-y-3 border-t border-white/15 pt-8 text-xs leading-relaxed text-teal-50/80">
          <p>
            A AlgoOne presta consultoria de valores mobiliários nos termos da Resolução CVM nº
            19/2021 e verifica a adequação das recomendações ao seu perfil conforme a Resolução CVM
            nº 30/2021. Não executamos ordens, não recebemos recursos e não temos custódia dos seus
            investimentos: eles permanecem na corretora escolhida por você.
          </p>
          <p>
            Investimentos envolvem riscos, inclusive de perda do capital. Rentabilidade passada não
            é garantia de rentabilidade futura. Valores de cashback são estimativas e dependem da
            corretora, dos produtos e do volume investido.
          </p>
          <p className="pt-2 text-teal-50/85">© {year} AlgoOne. Todos os direitos reservados.</p>
        </div>
      </div>
    </footer>
  );
}
