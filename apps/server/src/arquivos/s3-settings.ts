/** S3-compatible object storage for plan files (README: Configuration). */
export interface S3Settings {
  /** Base URL of the service, e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000 (S3_ENDPOINT). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region (S3_REGION, default us-east-1). */
  region: string;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 settings when all four variables are set; none set means the local directory; some set is an error. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const values = S3_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = S3_VARIABLES.filter((_, index) => values[index] === '');
  if (missing.length === S3_VARIABLES.length) return undefined;
  const [endpoint = '', bucket = '', accessKeyId = '', secretAccessKey = ''] = values;
  if (missing.length > 0) {
    throw new Error(`Armazenamento S3 incompleto: defina também ${missing.join(', ')}.`);
  }
  try {
    new URL(endpoint);
  } catch {
    throw new Error(`S3_ENDPOINT inválido: "${endpoint}".`);
  }
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    accessKeyId,
    secretAccessKey,
    region: env.S3_REGION?.trim() || 'us-east-1',
  };
}
