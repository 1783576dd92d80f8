/** Messages of the accounts (sign-in, first access, password, settings), in pt-BR, copied from docs/product-rules.md. */
export const MSG_CONTAS = {
  apiDisponivel: 'API de autenticação disponível.',
  dadosDaOperadora: 'Dados da operadora.',

  credenciaisInvalidas: 'CRO ou senha inválidos.',
  /** The right password through the other role's door (origin). */
  outroPapel: (papel: 'Dentista' | 'Auditor') =>
    papel === 'Auditor'
      ? 'Esta conta é de auditor. Entre pelo console de auditoria, em /auditoria.'
      : 'Esta conta é de dentista. Entre pelo Portal do Dentista.',
  primeiroAcessoPendente:
    'Primeiro acesso ainda não realizado. Utilize “Primeiro acesso” para definir sua senha.',
  /** A CRO number held in more than one UF: the form asks which (issue #33). */
  informeUf: 'Este número de CRO existe em mais de uma UF. Informe a UF do seu CRO.',
  croNaoEncontrado: 'CRO não encontrado entre os dentistas credenciados.',
  primeiroAcessoJaRealizado:
    'Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.',
  primeiroAcessoEnviado: (email: string) =>
    `Solicitação de primeiro acesso enviada com sucesso! Verifique seu email ${email}`,
  redefinicaoEnviada: (email: string) => `Enviamos um link de redefinição de senha para ${email}`,
  linkInvalido: 'Link inválido ou expirado. Solicite um novo e-mail.',
  preenchaTodos: 'Preencha todos os campos obrigatórios.',
  senhaCurtaCadastro: 'A senha deve ter ao menos 8 caracteres.',
  preenchaDoisCampos: 'Preencha os dois campos de senha.',
  senhaCurtaRedefinicao: 'A senha deve ter no mínimo 8 caracteres.',
  senhasNaoCoincidem: 'As senhas não coincidem.',
  senhaDefinida: 'Senha definida com sucesso!',
  senhaRedefinida: 'Senha redefinida com sucesso!',
  senhaAtualObrigatoria: 'Senha atual é obrigatória',
  novaSenhaObrigatoria: 'Nova senha é obrigatória',
  minimoOito: 'Mínimo 8 caracteres',
  senhasNaoCoincidemConfiguracoes: 'As senhas não coincidem',
  senhaAtualIncorreta: 'Senha atual incorreta.',
  senhaAlterada: 'Sua senha foi alterada com sucesso.',
  sessaoEncerrada: 'Sessão encerrada.',
  notificacoesSalvas: 'Preferências de notificação salvas.',
  consentimentoRegistrado: 'Consentimento registrado.',
} as const;
