// The running server's backup channel (ADR 025). PGlite is one process holding its data folder
// (ADR 002), so `npm run backup` cannot open the database while the server runs: it asks the
// server instead, over a Unix socket inside the data folder that only the folder's owner can
// open. Never a network route: nothing on the network can ask for a dump.
import { createHash } from 'node:crypto';
import { chmodSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

export const BACKUP_SOCKET = 'algoone-backup.sock';
const REQUEST = 'BACKUP 1';
// A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, BACKUP_SOCKET);
}

export class BackupChannelError extends Error {}

interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(obj: object, message: string): void;
}

export interface BackupChannel {
  /** Stops accepting and waits for a dump in progress to be sent. */
  close(): Promise<void>;
}

/**
 * Listens on `DATA_DIR/algoone-backup.sock`. A client sends `BACKUP 1\n`; the answer is
 * `OK <bytes> <sha256>\n` and the dump, or `ERR <message>\n`. The caller holds the data
 * folder's lock, so a socket file left by a server that died is ours to replace.
 */
export async function openBackupChannel(options: {
  dataDir: string;
  dump: () => Promise<string>;
  log: Log;
}): Promise<BackupChannel | undefined> {
  const path = backupSocketPath(options.dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    options.log.warn(
      `Backup com o servidor em execução indisponível: o caminho ${path} é longo demais para um socket.`,
    );
    return undefined;
  }
  try {
    unlinkSync(path);
  } catch {
    // No socket left behind.
  }
  const server = createServer((socket) => serve(socket, options.dump, options.log));
  // The socket file gets the process's umask: narrowed while listen() binds it (synchronously,
  // so nothing else of ours is created meanwhile) for it never to be, even for a moment, open
  // to anyone but the owner.
  let listening: Promise<void>;
  const umask = process.umask(0o177);
  try {
    listening = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  try {
    await listening;
  } catch (error) {
    // The server serves without it; `npm run backup` then says there is no channel.
    options.log.error({ err: error }, `backup channel: could not listen on ${path}`);
    return undefined;
  }
  chmodSync(path, 0o600);
  return {
    close: () => closeChannel(server, path),
  };
}

function closeChannel(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
      resolve();
    });
  });
}

function serve(socket: Socket, dump: () => Promise<string>, log: Log): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1) {
      if (received.length > 64) socket.end('ERR pedido inválido\n');
      return;
    }
    socket.off('data', onData);
    if (received.slice(0, end) !== REQUEST) {
      socket.end('ERR pedido inválido\n');
      return;
    }
    log.info('backup: dump requested through the local socket');
    dump().then(
      (sql) => {
        const body = Buffer.from(sql, 'utf8');
        const sha256 = createHash('sha256').update(body).digest('hex');
        socket.write(`OK ${body.length} ${sha256}\n`);
        socket.end(body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup: dump failed');
        socket.end('ERR o servidor não conseguiu gerar o dump; veja o log do servidor\n');
      },
    );
  };
  socket.on('data', onData);
}

/**
 * Asks the server running on `dataDir` for a dump. Checks the size and checksum it announced,
 * so a connection cut halfway is an error, never a shorter backup.
 */
export function requestBackup(dataDir: string): Promise<string> {
  const path = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`${REQUEST}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const unreachable = ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '');
      reject(
        new BackupChannelError(
          unreachable
            ? `Não há canal de backup em ${path}: o processo que usa a pasta de dados não é um ` +
                'servidor desta versão. Atualize e reinicie o servidor, ou pare-o e rode o backup de novo.'
            : error.code === 'EACCES'
              ? `Sem permissão para usar ${path}: rode o backup como o usuário dono da pasta de dados.`
              : `Falha na conexão com o servidor: ${error.message}`,
        ),
      );
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const head = answer.subarray(0, newline === -1 ? answer.length : newline).toString('utf8');
      if (head.startsWith('ERR ')) {
        reject(new BackupChannelError(`O servidor recusou o backup: ${head.slice(4)}`));
        return;
      }
      const match = /^OK (\d+) ([0-9a-f]{64})$/.exec(head);
      const body = answer.subarray(newline + 1);
      if (!match || body.length !== Number(match[1])) {
        reject(new BackupChannelError('O servidor encerrou a conexão antes do fim do dump.'));
        return;
      }
      if (createHash('sha256').update(body).digest('hex') !== match[2]) {
        reject(new BackupChannelError('O dump recebido não confere com o enviado pelo servidor.'));
        return;
      }
      resolve(body.toString('utf8'));
    });
  });
}
