// A bare Fastify app with the API's zod validation and route serializer (lib/serializer.ts) and no
// plugins: for tests of what leaves a route, with routes of their own.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '../lib/serializer';

export function serializingApp() {
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  return { app, typed: app.withTypeProvider<ZodTypeProvider>() };
}
