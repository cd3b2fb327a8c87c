// OpenAPI document built from the routes' zod schemas (the domain's contracts), browsable at
// /api/docs. Multipart routes stream their body (the file is checked while it arrives), so they
// declare their fields in `config.multipart` for the document instead of a validated `body`.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart fields of a streaming upload route (documentation only; the route checks them). */
    multipart?: z.ZodObject;
  }
}

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kuluçka Portalı API', version: '0.1.0', description: 'Bearer JWT (SimpleJWT shape).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const form = (input.route.config as { multipart?: z.ZodObject } | undefined)?.multipart;
      if (!form) return out;
      return { ...out, schema: { ...out.schema, body: z.toJSONSchema(form, { io: 'input' }) } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
