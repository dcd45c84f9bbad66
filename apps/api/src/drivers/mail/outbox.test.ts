import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailDriver } from './outbox.driver';

describe('outbox mail driver', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-mail-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each email as an .eml file in DATA_DIR/mail-outbox', async () => {
    const driver = new OutboxMailDriver(dataDir, 'Постачальники <no-reply@supplier-panel.local>');
    await driver.send({
      to: 'olena@example.com',
      subject: 'Нове замовлення №10482',
      text: 'Покупець оформив замовлення.',
      html: '<p>Покупець оформив замовлення.</p>',
    });
    const [sent] = driver.outbox('OLENA@example.com');
    expect(sent).toMatchObject({ to: 'olena@example.com', subject: 'Нове замовлення №10482' });
    expect(sent!.file).toMatch(new RegExp(`^${join(dataDir, 'mail-outbox')}/.+\\.eml$`));
    const eml = readFileSync(sent!.file!, 'utf8');
    expect(eml).toMatch(/^From: =\?UTF-8\?/m);
    expect(eml).toContain('<no-reply@supplier-panel.local>');
    expect(eml).toMatch(/^To: olena@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('multipart/alternative');
  });

  it('keeps messages in memory only with DATA_DIR memory://', async () => {
    const driver = new OutboxMailDriver('memory://', 'no-reply@example.com');
    await driver.send({ to: 'a@example.com', subject: 'Тест', text: 'Текст' });
    expect(driver.outbox()[0]).toMatchObject({ to: 'a@example.com', file: null });
  });
});
