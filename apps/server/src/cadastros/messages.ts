/** Messages of the registry lookups (dentists, beneficiaries, procedures, image types), in pt-BR, copied from docs/product-rules.md. */
export const MSG_DENTISTA = {
  v1NaoEncontrado:
    'Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.',
  v2NaoEncontrado: 'Não encontramos nenhum dentista com os dados informados.',
};
export const MSG_BENEFICIARIO = {
  v1NaoEncontrado:
    'Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.',
  v1ParametrosInvalidos: 'Parâmetros de busca inválidos',
  v2NaoEncontrado: 'Não encontramos nenhum beneficiário com os dados informados.',
};
export const MSG_CADASTROS = {
  procedimentosVazio: 'Não encontramos nenhum procedimento',
  imagemTiposVazio: 'Não encontramos nenhum tipo de imagem',
  especialidadeNaoEncontrada: 'Especialidade não encontrada.',
};
