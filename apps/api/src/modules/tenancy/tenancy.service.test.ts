import { describe, expect, it } from 'vitest';
import type { ProducerRow } from '../../db/schema/index.ts';
import { pickCurrentProducer } from './tenancy.service.ts';

const producer = (nome: string, medmember_url: string | null) => ({ nome, medmember_url }) as ProducerRow;
const producers = [
  producer('A', 'https://a.example.com/app'),
  producer('B', 'https://b.example.com'),
  producer('C', null),
];

describe('pickCurrentProducer', () => {
  it('compares origins, not full URLs (scheme, host and port count)', () => {
    expect(pickCurrentProducer(producers, 'https://b.example.com/courses?x=1')?.nome).toBe('B');
    expect(pickCurrentProducer(producers, 'https://a.example.com')?.nome).toBe('A');
    expect(pickCurrentProducer(producers, 'http://b.example.com')?.nome).toBe('A');
    expect(pickCurrentProducer(producers, 'https://b.example.com:8443')?.nome).toBe('A');
  });

  it('answers the first producer for a missing or invalid origin, null when there are none', () => {
    expect(pickCurrentProducer(producers, null)?.nome).toBe('A');
    expect(pickCurrentProducer(producers, 'null')?.nome).toBe('A');
    expect(pickCurrentProducer(producers, '::::')?.nome).toBe('A');
    expect(pickCurrentProducer([], 'https://b.example.com')).toBeNull();
  });
});
