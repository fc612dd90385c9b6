import { toast } from '@/lib/toast';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BACKUP_CODES_FILE_NAME, backupCodesText } from './format';

/** The ten backup codes with copy and download, shown once right after enrolment. */
export function BackupCodes({ codes, account }: { codes: readonly string[]; account: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(backupCodesText(codes, account));
      toast.success('Códigos copiados', {
        description: 'Cole-os num gerenciador de senhas ou em outro lugar seguro.',
      });
    } catch {
      toast.error('Não foi possível copiar', {
        description: 'Selecione os códigos e copie manualmente, ou baixe o arquivo .txt.',
      });
    }
  };

  const download = () => {
    const blob = new Blob([backupCodesText(codes, account)], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = BACKUP_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the blob after click() returns; let it live a little.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <div className="grid gap-4">
      <ol
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 rounded-xl border bg-muted/60 p-3 font-mono text-sm tracking-wide sm:gap-x-4 sm:p-4 sm:text-[0.95rem]"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-md bg-background px-2 py-2 text-center whitespace-nowrap select-all"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar códigos
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Baixar .txt
        </Button>
      </div>
    </div>
  );
}
