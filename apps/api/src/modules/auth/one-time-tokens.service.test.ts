import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expireTokens, insertAccount } from './auth-test-support.ts';
import { checkToken, issueToken, redeemToken } from './one-time-tokens.service.ts';
import { hashSecret } from './secrets.ts';
import { confirmValidationCode, issueValidationCode, validationCodeLifetimeMs } from './validation-codes.service.ts';

const minute = 60_000;

describe('one-time tokens', () => {
  const ctx = useTestApp({ seed: true });
  const db = () => ctx.database.db;
  const rowOf = async (id: string) => (await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.id, id)))[0];

  it('issues <id>.<256-bit secret> and stores only the secret’s hash', async () => {
    const user = await insertAccount(ctx);
    const { token, row } = await issueToken(db(), {
      producerId: user.producer_id,
      userId: user.id,
      purpose: 'login_link',
      ttlMs: minute,
    });
    expect(token).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    const [id, secret] = token.split('.') as [string, string];
    expect(row.id).toBe(id);
    const stored = await rowOf(id);
    expect(stored?.token_hash).toBe(hashSecret(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored!.expires_at.getTime() - stored!.created_at.getTime()).toBe(minute);
  });

  it('redeems once; a tampered secret, another purpose or another producer is invalid', async () => {
    const user = await insertAccount(ctx);
    const other = await insertAccount(ctx, { producer: 'foco-oftalmo' });
    const { token } = await issueToken(db(), {
      producerId: user.producer_id,
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: minute,
    });
    const presented = { producerId: user.producer_id, purpose: 'password_reset' as const, token };
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await expect(checkToken(db(), { ...presented, token: tampered })).rejects.toMatchObject({
      code: 'auth.token_invalid',
    });
    await expect(checkToken(db(), { ...presented, purpose: 'login_link' })).rejects.toMatchObject({
      code: 'auth.token_invalid',
    });
    await expect(checkToken(db(), { ...presented, producerId: other.producer_id })).rejects.toMatchObject({
      code: 'auth.token_invalid',
    });
    await expect(checkToken(db(), { ...presented, token: 'not-a-token' })).rejects.toMatchObject({
      code: 'auth.token_invalid',
    });
    expect((await redeemToken(db(), presented)).user_id).toBe(user.id);
    await expect(redeemToken(db(), presented)).rejects.toMatchObject({ code: 'auth.token_invalid' });
  });

  it('gives exactly one success to 20 concurrent redemptions', async () => {
    const user = await insertAccount(ctx);
    const { token } = await issueToken(db(), {
      producerId: user.producer_id,
      userId: user.id,
      purpose: 'login_link',
      ttlMs: minute,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        redeemToken(db(), { producerId: user.producer_id, purpose: 'login_link', token }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const user = await insertAccount(ctx);
    const { token } = await issueToken(db(), {
      producerId: user.producer_id,
      userId: user.id,
      purpose: 'qr_login',
      ttlMs: minute,
    });
    await expireTokens(ctx, user.id);
    await expect(redeemToken(db(), { producerId: user.producer_id, purpose: 'qr_login', token })).rejects.toMatchObject(
      {
        code: 'auth.token_invalid',
      },
    );
  });

  it('retires the older unused tokens of the purpose when issuing a new one, not those of other purposes', async () => {
    const user = await insertAccount(ctx);
    const issue = (purpose: 'login_link' | 'password_reset') =>
      issueToken(db(), { producerId: user.producer_id, userId: user.id, purpose, ttlMs: minute });
    const [first, reset, second] = [
      await issue('login_link'),
      await issue('password_reset'),
      await issue('login_link'),
    ];
    const redeem = (purpose: 'login_link' | 'password_reset', token: string) =>
      redeemToken(db(), { producerId: user.producer_id, purpose, token });
    await expect(redeem('login_link', first.token)).rejects.toMatchObject({ code: 'auth.token_invalid' });
    await expect(redeem('login_link', second.token)).resolves.toMatchObject({ user_id: user.id });
    await expect(redeem('password_reset', reset.token)).resolves.toMatchObject({ user_id: user.id });
  });
});

describe('validation codes', () => {
  const ctx = useTestApp({ seed: true });
  const db = () => ctx.database.db;

  it('stores the 6-digit code hashed with its user, valid 15 minutes', async () => {
    const user = await insertAccount(ctx, { status: 'pendente' });
    const code = await issueValidationCode(db(), user.producer_id, user.id);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id));
    expect(row?.token_hash).toBe(hashSecret(`${user.id}:${code}`));
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(validationCodeLifetimeMs);
  });

  it('lets at most 5 parallel guesses through, and the right code no more after them', async () => {
    const user = await insertAccount(ctx, { status: 'pendente' });
    const code = await issueValidationCode(db(), user.producer_id, user.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const input = { producerId: user.producer_id, userId: user.id, email: user.email };
    const guesses = await Promise.allSettled(
      Array.from({ length: 12 }, () => confirmValidationCode(db(), { ...input, code: wrong })),
    );
    const codes = guesses.map((guess) =>
      guess.status === 'rejected' ? (guess.reason as { code: string }).code : 'ok',
    );
    expect(codes.filter((c) => c === 'auth.code_invalid')).toHaveLength(5);
    expect(codes.filter((c) => c === 'auth.code_attempts_exceeded')).toHaveLength(7);
    await expect(confirmValidationCode(db(), { ...input, code })).rejects.toMatchObject({
      code: 'auth.code_attempts_exceeded',
    });
  });
});
