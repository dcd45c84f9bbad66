import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomToken } from './crypto';

const remembered = new Map<string, string>();

function readSecrets(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not a readable JSON object of secrets`, { cause: error });
  }
}

/**
 * A secret of the embedded default (ARCHITECTURE rule 7): the value stored under `name` in
 * DATA_DIR/secrets.json, generated (random, base64url) and written there on first use, so it
 * survives restarts without ever being in the repository. With DATA_DIR `memory://` it lives in
 * this process only. Use it only when the matching environment variable is unset.
 */
export function localSecret(dataDir: string, name: string, bytes = 32): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Bad local secret name: ${name}`);
  const file = dataDir === 'memory://' ? null : join(resolve(dataDir), 'secrets.json');
  const cacheKey = `${file ?? 'memory'}#${name}`;
  const cached = remembered.get(cacheKey);
  if (cached) return cached;
  let value: string;
  if (!file) {
    value = randomToken(bytes);
  } else {
    const secrets = readSecrets(file);
    const stored = secrets[name];
    if (typeof stored === 'string' && stored.length > 0) {
      value = stored;
    } else {
      value = randomToken(bytes);
      mkdirSync(resolve(dataDir), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify({ ...secrets, [name]: value }, null, 2)}\n`, { mode: 0o600 });
      chmodSync(temporary, 0o600);
      renameSync(temporary, file);
      // Another process may have written the file at the same moment: the file decides.
      value = readSecrets(file)[name] ?? value;
    }
  }
  remembered.set(cacheKey, value);
  return value;
}
