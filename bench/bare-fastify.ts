// Baseline for the API benchmark: a bare Fastify route answering a fixed producer list with a response schema.
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
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
