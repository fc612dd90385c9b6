import { tesouroCode, tesouroTitleName } from '@algoone/domain';
import type { CatalogueEntry, SecurityCategory, TesouroFamily } from '@algoone/domain';

/**
 * The securities catalogue AlgoOne starts with (docs/product.md, "Importar da B3 — regras";
 * seeded by ./securities.ts, edited by admins on /admin/ativos). What the trading code cannot say
 * lives here: which index an ETF follows, names, issuers' CNPJs.
 *
 * CNPJs: only those confirmed in a public list of listed companies and their CNPJs
 * (github.com/TiagoVota/easy-tax-api, prisma/utils/stockTickerList.ts, commit 77c0841), each
 * checked by isValidCnpj in securities-catalogue.test.ts. A code that changed after that list
 * (CCRO3 → MOTV3, TRPL4 → ISAE4, MRFG3/BRFS3 → MBRF3) keeps its CNPJ only under the old code;
 * every other entry has null, for admins to fill in. Nothing here is invented.
 *
 * Lists as best known in November 2026: the Ibovespa's theoretical portfolio (with the old codes
 * of members renamed recently, which older Negociação files still carry), the FIIs, ETFs and BDRs
 * individual investors hold most, and every Tesouro Direto title not yet matured.
 *
 * Classes: shares and units are Ações Brasil; FIIs are FIIs; every BDR is Internacional, including
 * those of companies whose business is Brazilian (Nubank, XP, StoneCo, Inter, PagSeguro), because
 * a BDR's price follows the share abroad and the dollar. An ETF's class is what it follows:
 * Brazilian shares → Ações Brasil; shares abroad → Internacional; crypto-assets → Cripto;
 * Brazilian bonds and rates → Renda Fixa; the IFIX (an index of FIIs) → FIIs; gold → Multimercado,
 * because gold is none of equity, bonds or crypto and /carteira keeps alternatives there.
 */

type Row = readonly [ticker: string, name: string, issuerCnpj: string | null];

const share = ([ticker, name, issuerCnpj]: Row): CatalogueEntry => ({
  ticker,
  name,
  kind: 'acao',
  category: 'Ações Brasil',
  issuerCnpj,
});

const unit = ([ticker, name, issuerCnpj]: Row): CatalogueEntry => ({
  ticker,
  name,
  kind: 'unit',
  category: 'Ações Brasil',
  issuerCnpj,
});

const IBOVESPA_SHARES: readonly Row[] = [
  ['ABEV3', 'Ambev ON', '07526557000100'],
  ['ALOS3', 'Allos ON', null],
  ['ALPA4', 'Alpargatas PN', '61079117000105'],
  ['ASAI3', 'Assaí ON', null],
  ['AURE3', 'Auren Energia ON', '28594234000123'],
  ['AZZA3', 'Azzas 2154 ON', null],
  ['B3SA3', 'B3 ON', '09346601000125'],
  ['BBAS3', 'Banco do Brasil ON', '00000000000191'],
  ['BBDC3', 'Bradesco ON', '60746948000112'],
  ['BBDC4', 'Bradesco PN', '60746948000112'],
  ['BBSE3', 'BB Seguridade ON', '17344597000194'],
  ['BEEF3', 'Minerva ON', '67620377000114'],
  ['BRAP4', 'Bradespar PN', '03847461000192'],
  ['BRAV3', 'Brava Energia ON', null],
  ['BRFS3', 'BRF ON (antigo código; hoje MBRF3)', '01838723000127'],
  ['BRKM5', 'Braskem PNA', '42150391000170'],
  ['CCRO3', 'CCR ON (antigo código; hoje MOTV3)', '02846056000197'],
  ['CEAB3', 'C&A Modas ON', '45242914000105'],
  ['CMIG4', 'Cemig PN', '17155730000164'],
  ['CMIN3', 'CSN Mineração ON', '08902291000115'],
  ['COGN3', 'Cogna ON', '02800026000140'],
  ['CPFE3', 'CPFL Energia ON', '02429144000193'],
  ['CPLE3', 'Copel ON', null],
  ['CPLE6', 'Copel PNB', null],
  ['CSAN3', 'Cosan ON', '50746577000115'],
  ['CSNA3', 'CSN ON', '33042730000104'],
  ['CURY3', 'Cury ON', '08797760000183'],
  ['CVCB3', 'CVC Brasil ON', '10760260000119'],
  ['CXSE3', 'Caixa Seguridade ON', '22543331000100'],
  ['CYRE3', 'Cyrela ON', '73178600000118'],
  ['DIRR3', 'Direcional ON', '16614075000100'],
  ['DXCO3', 'Dexco ON', '97837181000147'],
  ['ECOR3', 'Ecorodovias ON', '04149454000180'],
  ['EGIE3', 'Engie Brasil ON', '02474103000119'],
  ['ELET3', 'Eletrobras ON', '00001180000126'],
  ['ELET6', 'Eletrobras PNB', '00001180000126'],
  ['EMBR3', 'Embraer ON', '07689002000189'],
  ['ENEV3', 'Eneva ON', '04423567000121'],
  ['EQTL3', 'Equatorial ON', '03220438000173'],
  ['EZTC3', 'EZTec ON', '08312229000173'],
  ['FLRY3', 'Fleury ON', '60840055000131'],
  ['GGBR4', 'Gerdau PN', '33611500000119'],
  ['GOAU4', 'Metalúrgica Gerdau PN', '92690783000109'],
  ['HAPV3', 'Hapvida ON', '63554067000198'],
  ['HYPE3', 'Hypera ON', '02932074000191'],
  ['IRBR3', 'IRB Re ON', '33376989000191'],
  ['ISAE4', 'ISA Energia Brasil PN', null],
  ['ITSA4', 'Itaúsa PN', '61532644000115'],
  ['ITUB4', 'Itaú Unibanco PN', '60872504000123'],
  ['LREN3', 'Lojas Renner ON', '92754738000162'],
  ['LWSA3', 'Locaweb ON', '02351877000152'],
  ['MBRF3', 'MBRF Global Foods ON', null],
  ['MGLU3', 'Magazine Luiza ON', '47960950000121'],
  ['MOTV3', 'Motiva ON', null],
  ['MRFG3', 'Marfrig ON (antigo código; hoje MBRF3)', '03853896000140'],
  ['MRVE3', 'MRV ON', '08343492000120'],
  ['MULT3', 'Multiplan ON', '07816890000153'],
  ['NATU3', 'Natura ON', null],
  ['PCAR3', 'GPA ON', '47508411000156'],
  ['PETR3', 'Petrobras ON', '33000167000101'],
  ['PETR4', 'Petrobras PN', '33000167000101'],
  ['PETZ3', 'Petz ON', '18328118000109'],
  ['POMO4', 'Marcopolo PN', '88611835000129'],
  ['PRIO3', 'PRIO ON', '10629105000168'],
  ['PSSA3', 'Porto Seguro ON', '02149205000169'],
  ['RADL3', 'Raia Drogasil ON', '61585865000151'],
  ['RAIL3', 'Rumo ON', '02387241000160'],
  ['RAIZ4', 'Raízen PN', '33453598000123'],
  ['RDOR3', "Rede D'Or ON", '06047087000139'],
  ['RECV3', 'PetroRecôncavo ON', '03342704000130'],
  ['RENT3', 'Localiza ON', '16670085000155'],
  ['SBSP3', 'Sabesp ON', '43776517000180'],
  ['SLCE3', 'SLC Agrícola ON', '89096457000155'],
  ['SMFT3', 'Smart Fit ON', '07594978000178'],
  ['SMTO3', 'São Martinho ON', '51466860000156'],
  ['STBP3', 'Santos Brasil ON', '02762121000104'],
  ['SUZB3', 'Suzano ON', '16404287000155'],
  ['TIMS3', 'TIM ON', null],
  ['TOTS3', 'Totvs ON', '53113791000122'],
  ['TRPL4', 'ISA CTEEP PN (antigo código; hoje ISAE4)', '02998611000104'],
  ['UGPA3', 'Ultrapar ON', '33256439000139'],
  ['USIM5', 'Usiminas PNA', '60894730000105'],
  ['VALE3', 'Vale ON', '33592510000154'],
  ['VAMO3', 'Vamos ON', '23373000000132'],
  ['VBBR3', 'Vibra Energia ON', '34274233000102'],
  ['VIVA3', 'Vivara ON', '33839910000111'],
  ['VIVT3', 'Telefônica Brasil (Vivo) ON', '02558157000162'],
  ['WEGE3', 'WEG ON', '84429695000111'],
  ['YDUQ3', 'Yduqs ON', '08807432000110'],
];

const IBOVESPA_UNITS: readonly Row[] = [
  ['BPAC11', 'BTG Pactual Unit', '30306294000145'],
  ['ENGI11', 'Energisa Unit', '00864214000106'],
  ['IGTI11', 'Iguatemi Unit', null],
  ['KLBN11', 'Klabin Unit', '89637490000145'],
  ['SANB11', 'Santander Brasil Unit', '90400888000142'],
  ['TAEE11', 'Taesa Unit', '07859971000130'],
];

const FIIS: readonly (readonly [ticker: string, name: string])[] = [
  ['MXRF11', 'Maxi Renda FII'],
  ['HGLG11', 'Pátria Log (CSHG Logística) FII'],
  ['KNRI11', 'Kinea Renda Imobiliária FII'],
  ['XPML11', 'XP Malls FII'],
  ['VISC11', 'Vinci Shopping Centers FII'],
  ['BTLG11', 'BTG Pactual Logística FII'],
  ['KNCR11', 'Kinea Rendimentos Imobiliários FII'],
  ['KNIP11', 'Kinea Índices de Preços FII'],
  ['KNSC11', 'Kinea Securities FII'],
  ['KNHF11', 'Kinea Hedge Fund FII'],
  ['CPTS11', 'Capitânia Securities II FII'],
  ['IRDM11', 'Iridium Recebíveis Imobiliários FII'],
  ['XPLG11', 'XP Log FII'],
  ['HGRU11', 'Pátria Renda Urbana (CSHG Renda Urbana) FII'],
  ['HGCR11', 'Pátria Recebíveis (CSHG Recebíveis) FII'],
  ['HGBS11', 'Hedge Brasil Shopping FII'],
  ['RECR11', 'REC Recebíveis Imobiliários FII'],
  ['VGHF11', 'Valora Hedge Fund FII'],
  ['VGIR11', 'Valora RE III FII'],
  ['TGAR11', 'TG Ativo Real FII'],
  ['HSML11', 'HSI Malls FII'],
  ['MCCI11', 'Mauá Capital Recebíveis Imobiliários FII'],
  ['VILG11', 'Vinci Logística FII'],
  ['RBRF11', 'RBR Alpha Multiestratégia FII'],
  ['RBRR11', 'RBR Rendimento High Grade FII'],
  ['GARE11', 'Guardian Real Estate FII'],
  ['BRCO11', 'Bresco Logística FII'],
  ['PVBI11', 'VBI Prime Properties FII'],
  ['LVBI11', 'VBI Logístico FII'],
  ['HCTR11', 'Hectare CE FII'],
  ['DEVA11', 'Devant Recebíveis Imobiliários FII'],
  ['TRXF11', 'TRX Real Estate FII'],
  ['ALZR11', 'Alianza Trust Renda Imobiliária FII'],
  ['JSRE11', 'JS Real Estate Multigestão FII'],
  ['PMLL11', 'Pátria Malls FII'],
  ['BTCI11', 'BTG Pactual Crédito Imobiliário FII'],
  ['GGRC11', 'GGR Covepi Renda FII'],
];

const ETFS: readonly (readonly [ticker: string, name: string, index: string, SecurityCategory])[] =
  [
    ['BOVA11', 'iShares Ibovespa', 'Ibovespa', 'Ações Brasil'],
    ['BOVV11', 'It Now Ibovespa', 'Ibovespa', 'Ações Brasil'],
    ['BOVB11', 'Bradesco Ibovespa', 'Ibovespa', 'Ações Brasil'],
    ['SMAL11', 'iShares Small Cap', 'índice Small Cap (SMLL)', 'Ações Brasil'],
    ['BRAX11', 'iShares IBrX-100', 'IBrX-100', 'Ações Brasil'],
    ['PIBB11', 'It Now IBrX-50', 'IBrX-50', 'Ações Brasil'],
    ['DIVO11', 'It Now IDIV', 'índice Dividendos (IDIV)', 'Ações Brasil'],
    ['ECOO11', 'iShares Carbono Eficiente', 'índice Carbono Eficiente (ICO2)', 'Ações Brasil'],
    ['IVVB11', 'iShares S&P 500', 'S&P 500', 'Internacional'],
    ['SPXI11', 'It Now S&P 500', 'S&P 500', 'Internacional'],
    ['NASD11', 'Trend Nasdaq-100', 'Nasdaq-100', 'Internacional'],
    ['XINA11', 'Trend China', 'MSCI China', 'Internacional'],
    ['EURP11', 'Trend Europa', 'MSCI Europe', 'Internacional'],
    ['ACWI11', 'Trend Ações Globais', 'MSCI ACWI', 'Internacional'],
    ['TECK11', 'It Now NYSE FANG+', 'NYSE FANG+', 'Internacional'],
    ['HASH11', 'Hashdex Nasdaq Crypto Index', 'Nasdaq Crypto Index', 'Cripto'],
    ['BITH11', 'Hashdex Bitcoin', 'Bitcoin', 'Cripto'],
    ['QBTC11', 'QR Bitcoin', 'Bitcoin', 'Cripto'],
    ['ETHE11', 'Hashdex Ethereum', 'Ether', 'Cripto'],
    ['QETH11', 'QR Ether', 'Ether', 'Cripto'],
    ['IMAB11', 'It Now IMA-B', 'IMA-B', 'Renda Fixa'],
    ['B5P211', 'It Now IMA-B 5 P2', 'IMA-B 5 P2', 'Renda Fixa'],
    ['IB5M11', 'It Now IMA-B 5+', 'IMA-B 5+', 'Renda Fixa'],
    ['IRFM11', 'It Now IRF-M P2', 'IRF-M P2', 'Renda Fixa'],
    ['FIXA11', 'Mirae Renda Prefixada', 'DI futuro de 3 anos', 'Renda Fixa'],
    ['LFTS11', 'Investo Tesouro Selic', 'Tesouro Selic', 'Renda Fixa'],
    ['XFIX11', 'Trend IFIX', 'IFIX', 'FIIs'],
    ['GOLD11', 'Trend Ouro', 'ouro', 'Multimercado'],
  ];

const BDRS: readonly (readonly [ticker: string, name: string])[] = [
  ['AAPL34', 'Apple'],
  ['MSFT34', 'Microsoft'],
  ['AMZO34', 'Amazon'],
  ['GOGL34', 'Alphabet (Google) classe A'],
  ['GOGL35', 'Alphabet (Google) classe C'],
  ['NVDC34', 'NVIDIA'],
  ['TSLA34', 'Tesla'],
  ['META34', 'Meta Platforms'],
  ['NFLX34', 'Netflix'],
  ['BERK34', 'Berkshire Hathaway'],
  ['DISB34', 'Walt Disney'],
  ['JPMC34', 'JPMorgan Chase'],
  ['VISA34', 'Visa'],
  ['MSCD34', 'Mastercard'],
  ['COCA34', 'Coca-Cola'],
  ['PEPB34', 'PepsiCo'],
  ['MCDC34', "McDonald's"],
  ['JNJB34', 'Johnson & Johnson'],
  ['WALM34', 'Walmart'],
  ['EXXO34', 'Exxon Mobil'],
  ['CHVX34', 'Chevron'],
  ['BABA34', 'Alibaba'],
  ['TSMC34', 'Taiwan Semiconductor (TSMC)'],
  ['A1MD34', 'AMD'],
  ['MELI34', 'MercadoLibre'],
  ['ROXO34', 'Nu Holdings (Nubank)'],
  ['XPBR31', 'XP Inc.'],
  ['STOC31', 'StoneCo'],
  ['INBR32', 'Inter&Co'],
  ['PAGS34', 'PagSeguro Digital'],
];

/** Maturity of each Tesouro Direto title not yet matured (Renda+ and Educa+: the last payment). */
const TESOURO: readonly (readonly [TesouroFamily, number, string])[] = [
  ['selic', 2027, '2027-03-01'],
  ['selic', 2028, '2028-03-01'],
  ['selic', 2029, '2029-03-01'],
  ['selic', 2030, '2030-03-01'],
  ['selic', 2031, '2031-03-01'],
  ['prefixado', 2027, '2027-01-01'],
  ['prefixado', 2028, '2028-01-01'],
  ['prefixado', 2029, '2029-01-01'],
  ['prefixado', 2031, '2031-01-01'],
  ['prefixado', 2032, '2032-01-01'],
  ['prefixado-juros', 2033, '2033-01-01'],
  ['prefixado-juros', 2035, '2035-01-01'],
  ['ipca', 2029, '2029-05-15'],
  ['ipca', 2035, '2035-05-15'],
  ['ipca', 2045, '2045-05-15'],
  ['ipca', 2050, '2050-08-15'],
  ['ipca-juros', 2030, '2030-08-15'],
  ['ipca-juros', 2032, '2032-08-15'],
  ['ipca-juros', 2035, '2035-05-15'],
  ['ipca-juros', 2040, '2040-08-15'],
  ['ipca-juros', 2045, '2045-05-15'],
  ['ipca-juros', 2050, '2050-08-15'],
  ['ipca-juros', 2055, '2055-05-15'],
  ['ipca-juros', 2060, '2060-08-15'],
  ['igpm-juros', 2031, '2031-01-01'],
  // Renda+: 240 monthly payments from January of the title's year, the last on 15/12 of year + 19.
  ...[2030, 2035, 2040, 2045, 2050, 2055, 2060, 2065].map(
    (year) => ['renda-mais', year, `${year + 19}-12-15`] as const,
  ),
  // Educa+: 60 monthly payments from January of the title's year, the last on 15/12 of year + 4.
  ...Array.from({ length: 17 }, (_, i) => 2026 + i).map(
    (year) => ['educa-mais', year, `${year + 4}-12-15`] as const,
  ),
];

function tesouroEntry([family, year, maturity]: readonly [
  TesouroFamily,
  number,
  string,
]): CatalogueEntry {
  const name = tesouroTitleName({ family, year });
  const ticker = tesouroCode(name);
  if (ticker === null) throw new Error(`Título sem código: ${name}`);
  return { ticker, name, kind: 'tesouro', category: 'Renda Fixa', issuerCnpj: null, maturity };
}

export const SECURITY_CATALOGUE: readonly CatalogueEntry[] = [
  ...IBOVESPA_SHARES.map(share),
  ...IBOVESPA_UNITS.map(unit),
  ...FIIS.map(([ticker, name]): CatalogueEntry => ({
    ticker,
    name,
    kind: 'fii',
    category: 'FIIs',
    issuerCnpj: null,
  })),
  ...ETFS.map(([ticker, name, index, category]): CatalogueEntry => ({
    ticker,
    name,
    kind: 'etf',
    category,
    index,
    issuerCnpj: null,
  })),
  ...BDRS.map(([ticker, name]): CatalogueEntry => ({
    ticker,
    name,
    kind: 'bdr',
    category: 'Internacional',
    issuerCnpj: null,
  })),
  ...TESOURO.map(tesouroEntry),
];
