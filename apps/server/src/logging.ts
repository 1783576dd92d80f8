import type { FastifyServerOptions } from 'fastify';
import { maskText } from './masking';

interface RequestLike {
  method: string;
  url: string;
  id: string;
  ip?: string;
}

/**
 * Pino settings: CPF, e-mail and tokens never appear unmasked. Known fields are redacted by path;
 * URLs (which carry tokens and CPFs in their query) and message strings go through a masking serializer.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.cpf',
        '*.email',
        'email',
        'cpf',
        'token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (request: RequestLike) => ({
        id: request.id,
        method: request.method,
        url: maskText(request.url),
      }),
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskText(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
