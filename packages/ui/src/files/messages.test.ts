import { describe, expect, it } from 'vitest';
import {
  fileRejectionMessage,
  missingTypeMessage,
  NOTHING_TO_SEND_MESSAGE,
  toUploadPercent,
  uploadProgressLabel,
} from './messages';

describe('upload messages (docs/product-rules.md#validation-rules)', () => {
  it.each([
    ['invalid-type', 'foto.bmp', 'Arquivo "foto.bmp" possui tipo inválido.'],
    ['too-large', 'laudo.pdf', 'Arquivo "laudo.pdf" excede o limite de 2 MB.'],
    [
      'limit-reached',
      'raio-x.png',
      'Arquivo "raio-x.png" não pode ser adicionado, pois você atingiu a quantidade máxima.',
    ],
  ] as const)('should word a %s rejection of %j letter for letter', (reason, name, message) => {
    expect(fileRejectionMessage(reason, name)).toBe(message);
  });

  it.each([
    [1, 'É necessário selecionar o Tipo de arquivo para 1 anexo(s).'],
    [3, 'É necessário selecionar o Tipo de arquivo para 3 anexo(s).'],
  ])('should ask for the type of %i attachment(s)', (count, message) => {
    expect(missingTypeMessage(count)).toBe(message);
  });

  it('should say there is nothing to send', () => {
    expect(NOTHING_TO_SEND_MESSAGE).toBe('Não existem arquivos para serem enviados');
  });

  it.each([
    [0, 'Enviando... (0%)'],
    [45, 'Enviando... (45%)'],
    [100, 'Enviando... (100%)'],
    [33.6, 'Enviando... (34%)'],
    [-5, 'Enviando... (0%)'],
    [120, 'Enviando... (100%)'],
  ])('should show upload progress %i as %j', (percent, text) => {
    expect(uploadProgressLabel(percent)).toBe(text);
  });

  it.each([
    [0, 0],
    [49.5, 50],
    [100, 100],
    [Number.NaN, 0],
  ])('should turn progress %d into the whole percentage %d', (value, percent) => {
    expect(toUploadPercent(value)).toBe(percent);
  });
});
