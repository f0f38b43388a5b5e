import fs from 'node:fs';
import path from 'node:path';
import type { OutboxMessage } from '@console/contract';

/** `bank`: the sandbox bank's statement lines; written like messages, not listed by /outbox. */
export type OutboxChannel = OutboxMessage['channel'] | 'bank';

/** What a message file holds: `{id,to,subject,text,purpose,createdAt}` (subject only for mail; a bank line adds `amount`). */
type StoredMessage = Omit<OutboxMessage, 'channel' | 'subject'> & { subject?: string | null; [extra: string]: unknown };

export function outboxDir(dataDir: string, channel: OutboxChannel): string {
  return path.join(dataDir, 'outbox', channel);
}

/**
 * One JSON file per message, named by its time-ordered id. Written synchronously, so the message
 * is on disk before the request that sent it is answered (the outbox page and tests read it next).
 */
export function writeOutboxMessage(dataDir: string, channel: OutboxChannel, message: StoredMessage): void {
  const dir = outboxDir(dataDir, channel);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${message.id}.json`);
  // Written aside and renamed, so a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(message, null, 2), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}

function newestFiles(
  dataDir: string,
  channel: OutboxMessage['channel'],
  limit: number,
): { channel: OutboxMessage['channel']; name: string }[] {
  let names: string[];
  try {
    names = fs.readdirSync(outboxDir(dataDir, channel));
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .slice(-limit)
    .map((name) => ({ channel, name }));
}

/** The most recent messages of both channels, newest first. */
export function listOutbox(dataDir: string, limit = 50): OutboxMessage[] {
  // Ids are UUIDv7, so file names sort by time within and across channels.
  const files = [...newestFiles(dataDir, 'mail', limit), ...newestFiles(dataDir, 'sms', limit)]
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
    .slice(0, limit);
  const messages: OutboxMessage[] = [];
  for (const { channel, name } of files) {
    try {
      const stored = JSON.parse(fs.readFileSync(path.join(outboxDir(dataDir, channel), name), 'utf8')) as StoredMessage;
      messages.push({
        id: stored.id,
        channel,
        to: stored.to,
        subject: stored.subject ?? null,
        text: stored.text,
        purpose: stored.purpose,
        createdAt: stored.createdAt,
      });
    } catch {
      // A file someone edited by hand into invalid JSON is skipped, not fatal to the page.
    }
  }
  return messages;
}
