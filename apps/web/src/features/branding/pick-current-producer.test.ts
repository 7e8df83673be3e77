import { describe, expect, it, vi } from 'vitest';
import { pickCurrentProducer } from './pick-current-producer.ts';
import { siteOrigin } from './site-origin.ts';

const producer = (nome: string, medmember_url: string | null) => ({ nome, medmember_url });

describe('pickCurrentProducer', () => {
  const list = [
    producer('A', 'https://a.example.com/app'),
    producer('B', 'https://b.example.com'),
    producer('C', null),
  ];

  it('picks the producer whose member-area URL has the site origin', () => {
    expect(pickCurrentProducer(list, 'https://b.example.com')?.nome).toBe('B');
    expect(pickCurrentProducer(list, 'https://a.example.com')?.nome).toBe('A');
  });

  it('falls back to the first producer, and to null for an empty list', () => {
    expect(pickCurrentProducer(list, 'https://other.example.com')?.nome).toBe('A');
    expect(pickCurrentProducer([], 'https://b.example.com')).toBeNull();
  });
});

describe('siteOrigin', () => {
  const config = { qr_code_base_url: 'https://qr.example.com/login?x=1' };

  it('is the page origin in production', () => {
    vi.stubEnv('DEV', false);
    expect(siteOrigin(config)).toBe(window.location.origin);
  });

  it('is the QR-code base URL origin in development or preview', () => {
    vi.stubEnv('DEV', true);
    expect(siteOrigin(config)).toBe('https://qr.example.com');
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_PREVIEW', 'true');
    expect(siteOrigin(config)).toBe('https://qr.example.com');
    expect(siteOrigin({ qr_code_base_url: null })).toBe(window.location.origin);
  });
});
