// Baselines for the API benchmarks: bare Fastify routes answering a fixed producer list and an answer reveal, with schemas.
import Fastify from 'fastify';

const producers = Array.from({ length: 2 }, (_, i) => ({
  nome: `Produtor ${i + 1}`,
  auth_url: `http://p${i + 1}.oftalmologia.localhost:3000/auth/newLogin`,
  medmember_url: `http://p${i + 1}.oftalmologia.localhost:3000`,
  primary_color: '#1d4ed8',
  app_logo_url: `/brand/p${i + 1}.svg`,
}));
const nullableString = { type: ['string', 'null'] };

const app = Fastify({ logger: false });
app.get(
  '/api/producers',
  {
    schema: {
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              nome: { type: 'string' },
              auth_url: nullableString,
              medmember_url: nullableString,
              primary_color: nullableString,
              app_logo_url: nullableString,
            },
          },
        },
      },
    },
  },
  async () => producers,
);
// Baseline of the answer submission: the same body validated by a JSON schema, a reveal-shaped 201 answer.
const letter = { type: 'string', enum: ['A', 'B', 'C', 'D', 'E'] };
app.post(
  '/api/questions/:id/answers',
  {
    schema: {
      body: {
        type: 'object',
        required: ['alternative', 'idempotency_key', 'answered_at'],
        properties: {
          alternative: letter,
          idempotency_key: { type: 'string', format: 'uuid' },
          answered_at: { type: 'string' },
          time_spent_ms: { type: 'integer' },
        },
      },
      response: {
        201: {
          type: 'object',
          properties: {
            question_id: { type: 'integer' },
            chosen: letter,
            correct: { type: 'boolean' },
            correct_alternative: letter,
            explanation: { type: 'string' },
            alternatives: {
              type: 'array',
              items: {
                type: 'object',
                properties: { letter, explanation: { type: 'string' }, share: { type: 'number' } },
              },
            },
            answers_count: { type: 'integer' },
            already_answered: { type: 'boolean' },
            answered_at: { type: 'string' },
          },
        },
      },
    },
  },
  async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = request.body as { alternative: string; answered_at: string };
    const alternatives = ['A', 'B', 'C', 'D', 'E'].map((l) => ({
      letter: l,
      explanation: `Comentário ${l}.`,
      share: 0.2,
    }));
    return reply.code(201).send({
      question_id: Number(id),
      chosen: body.alternative,
      correct: body.alternative === 'A',
      correct_alternative: 'A',
      explanation: 'Comentário da questão.',
      alternatives,
      answers_count: 10,
      already_answered: false,
      answered_at: body.answered_at,
    });
  },
);
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
