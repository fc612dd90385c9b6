/**
 * Why a file could not be read, in the words the investor sees (pt-BR). The readers throw
 * `B3FileError` inside; `readB3Workbook` turns it into its typed failure, so a bad upload is a
 * 4xx with a reason, never a 500.
 */

export type B3FailureCode =
  'not_xlsx' | 'encrypted' | 'too_big' | 'too_many_rows' | 'unknown_layout';

export class B3FileError extends Error {
  constructor(
    readonly code: B3FailureCode,
    message: string,
    readonly missingColumns?: string[],
  ) {
    super(message);
    this.name = 'B3FileError';
  }
}

const DOWNLOAD_HINT =
  'Baixe o arquivo em Excel (.xlsx) na Área do Investidor da B3 e envie-o sem alterar.';

export const MESSAGES = {
  empty: `O arquivo está vazio. ${DOWNLOAD_HINT}`,
  notXlsx: `O arquivo não é uma planilha do Excel (.xlsx). ${DOWNLOAD_HINT}`,
  csv: `O arquivo é um CSV (texto), não uma planilha do Excel. ${DOWNLOAD_HINT}`,
  image: `O arquivo é uma imagem, não uma planilha do Excel. ${DOWNLOAD_HINT}`,
  pdf: `O arquivo é um PDF, não uma planilha do Excel. ${DOWNLOAD_HINT}`,
  legacyXls:
    'O arquivo está no formato antigo do Excel (.xls). Salve-o como .xlsx ou baixe de novo o arquivo da B3.',
  notSpreadsheet: `O arquivo é um pacote do Office, mas não uma planilha. ${DOWNLOAD_HINT}`,
  corrupt: `A planilha está corrompida e não pôde ser lida. ${DOWNLOAD_HINT}`,
  encrypted:
    'A planilha está protegida por senha. Abra-a no Excel, remova a senha e salve de novo, ou envie o arquivo original da B3.',
  tooBig: (limit: string) =>
    `O arquivo é grande demais para ser lido (o limite é ${limit}). Os arquivos da B3 têm poucos megabytes; divida o período em arquivos menores.`,
  zipBomb:
    'O conteúdo do arquivo se expande muito além do esperado para uma planilha e foi recusado por segurança.',
  tooManyEntries: 'O arquivo tem partes demais para uma planilha e foi recusado por segurança.',
  tooManyRows: (limit: string) =>
    `A planilha tem mais de ${limit} linhas. Divida o período em arquivos menores e envie cada um.`,
} as const;
