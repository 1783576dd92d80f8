// Generated from openapi/auth.yaml by `pnpm generate`. Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teste de conectividade
         * @description Responde quando a API de autenticação está no ar.
         */
        get: operations["connectivityTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operadora": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dados públicos da operadora
         * @description O nome e o registro da operadora na ANS (OPERADORA_NOME e OPERADORA_REGISTRO_ANS), os mesmos da
         *     guia impressa e das mensagens TISS: o rodapé dos apps mostra 'ANS nº' com este número. Dados
         *     públicos (a ANS exige o registro à vista), sem token.
         */
        get: operations["getOperadora"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O processo está no ar (liveness)
         * @description Responde 200 enquanto o processo atende requisições, sem consultar o banco, o Redis nem o
         *     armazenamento: um orquestrador só reinicia o processo quando esta operação deixa de responder.
         *     Sem limite de requisições.
         */
        get: operations["healthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O servidor pode atender (readiness)
         * @description Verifica, cada um com limite de 3 segundos, que o banco de dados responde, que o Redis responde
         *     (quando REDIS_URL está definido) e que o armazenamento de arquivos (diretório ou bucket S3) está
         *     acessível. 200 quando todos respondem; 503 quando algum não responde, com uma mensagem por parte
         *     indisponível em `errors`: um balanceador de carga deixa de enviar requisições a este servidor até
         *     que volte a responder 200, sem reiniciá-lo. Sem limite de requisições.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar com CRO e senha
         * @description Devolve um access token (JWT, 15 minutos, claims `sub`, `cro`, `nome`, `role` e `sid`, a sessão) e
         *     um refresh token opaco. Com `refreshTokenIn: cookie` (os dois apps), o refresh token não vem no
         *     corpo: vem só num cookie HttpOnly, `odonto_refresh` ou, com `origin: Auditor`, `odonto_refresh_auditoria`
         *     (ver os esquemas `refreshCookie` e `refreshCookieAuditoria` e docs/security.md,
         *     "Token storage in the browser"); sem o campo, vem no corpo, como para os clientes que já existem.
         *     Um dentista só consegue entrar depois de definir a senha pelo primeiro acesso.
         *     Além do limite por endereço, as falhas contam por CRO (conhecido ou não) e cliente: o dispositivo
         *     conhecido (cookie assinado `odonto_dispositivo`, HttpOnly, SameSite=Strict, gravado por um login
         *     bem-sucedido e válido só para aquele CRO) ou, sem ele, o endereço. Depois de 3 falhas o cliente
         *     espera 1 s, que dobra a cada nova falha até 10 s: 429 com Retry-After, antes de conferir a senha, com
         *     a mesma resposta certa ou errada a senha. As falhas de um cliente nunca atrasam outro. Um login
         *     bem-sucedido zera a contagem do cliente; uma redefinição, a de todos. Com a conferência de senhas
         *     lotada: 503 com Retry-After.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/register-first-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solicitar o primeiro acesso
         * @description Um CRO conhecido e ainda sem senha recebe um e-mail com o link
         *     `{PUBLIC_URL}/register-from-email?token=...` (válido por 24 h). A mensagem de sucesso diz para qual
         *     e-mail (mascarado) o link foi enviado. Enquanto o último link enviado há menos de 60 s não foi usado,
         *     ou depois de 5 links na última hora, a resposta é a mesma mas nenhum e-mail novo sai.
         */
        post: operations["registerFirstAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/register-from-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Definir a primeira senha pelo link do e-mail */
        post: operations["registerFromEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir a recuperação de senha
         * @description Envia ao e-mail do dentista o link `{PUBLIC_URL}/reset-password?token=...` (válido por 1 h). Enquanto
         *     o último link enviado há menos de 60 s não foi usado, ou depois de 5 links na última hora, a resposta
         *     é a mesma mas nenhum e-mail novo sai.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redefinir a senha pelo link do e-mail
         * @description Aceita `{password, confirmPassword}` ou `{newPassword, confirmPassword}` (docs/product-rules.md#d2). Todas as
         *     sessões do dentista terminam (refresh tokens revogados, access tokens recusados em poucos segundos) e
         *     ele recebe um e-mail avisando da redefinição.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar os tokens
         * @description Troca um refresh token por um novo par da mesma sessão. O refresh token é rotacionado a cada uso.
         *     O que acabou de ser rotacionado pode ser apresentado mais uma vez, uma só, dentro de
         *     `SESSION_REFRESH_GRACE_SECONDS` (10 s; duas abas renovando ao mesmo tempo, uma resposta perdida) e
         *     recebe um par novo; fora disso, apresentar um refresh token já usado é tratado como roubo e encerra
         *     todas as sessões do dentista. Uma sessão termina também `SESSION_MAX_HOURS` (12 h) depois do login ou
         *     `SESSION_IDLE_MINUTES` (30 min) depois da última renovação; os access tokens nunca passam desses
         *     limites.
         *
         *     O refresh token vem no corpo (`refreshToken`, os clientes que já existem: a resposta traz o novo no
         *     corpo) ou, sem ele no corpo, no cookie que o login com `refreshTokenIn: cookie` gravou
         *     (`odonto_refresh` do portal; `odonto_refresh_auditoria` do console, com `origin: Auditor`): a
         *     resposta traz só o access token no corpo e grava o novo refresh token no mesmo cookie, que um script
         *     da página não lê. Quando os dois vêm, vale o do corpo e o cookie fica como está. O corpo
         *     JSON é obrigatório (um formulário de outro site não o envia: 415) e o cookie é SameSite=Strict.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sair (encerrar a sessão)
         * @description Encerra a sessão do access token apresentado (a claim `sid`): os refresh tokens dela são revogados e os
         *     access tokens dela passam a ser recusados com 401 em poucos segundos, em todos os servidores. Não tem
         *     corpo. A resposta apaga o cookie de renovação do papel da sessão (`odonto_refresh` ou
         *     `odonto_refresh_auditoria`, `Max-Age=0` no caminho do cookie: apagar não precisa recebê-lo, por isso
         *     o cookie não vai a esta operação). Os apps chamam esta operação em 'Sair'
         *     e saem mesmo quando ela falha.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dados do dentista logado
         * @description Usuário, clínica, preferências de notificação e consentimento (tela de Configurações).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trocar a senha (Configurações)
         * @description Confere a senha atual; a nova senha tem no mínimo 8 caracteres (docs/product-rules.md#d12). Na troca, as
         *     outras sessões do dentista terminam (refresh tokens revogados, access tokens recusados em poucos
         *     segundos); a que pediu continua, pois acabou de provar a senha. O dentista recebe um e-mail avisando
         *     da troca. Limitado por minuto (429).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Salvar as preferências de notificação */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Registrar o consentimento de uso dos dados */
        put: operations["updateConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/meus-dados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar meus dados (meus-dados.json)
         * @description Tudo o que o servidor guarda sobre o dentista logado (LGPD art. 18), como anexo `meus-dados.json`
         *     (cabeçalho `Content-Disposition: attachment; filename="meus-dados.json"`). Nunca inclui hash de
         *     senha nem tokens. Os pacientes aparecem só pseudonimizados (id do plano, carteira mascarada), sem nome
         *     nem CPF: o arquivo é dado pessoal do dentista. Cada download é registrado como evento de segurança.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Um campo em falta num 400 ou 422 (membro de extensão `invalid-params` da RFC 9457, §3): `name` é o
         *     caminho do campo no corpo (`mensagem`, `itens/0/faces`) ou o nome do parâmetro de consulta, de
         *     caminho ou de cabeçalho; `reason` é a mesma frase em pt-BR que `errors` traz. Os clientes põem a
         *     mensagem junto do campo por `name`, sem comparar textos.
         */
        InvalidParam: {
            /** @example faces */
            name: string;
            /** @example Escolha no máximo 5 faces do dente (por exemplo, M,O,D). */
            reason: string;
        };
        /**
         * @description Número do CRO (só dígitos).
         * @example 12345
         */
        Cro: string;
        /**
         * @description Unidade federativa (27 UFs).
         * @enum {string}
         */
        Uf: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO";
        /**
         * @description Papel do usuário: 'Dentista' usa o portal; 'Auditor' (dentista auditor da operadora) usa o console de
         *     auditoria. Cada operação da API do Dentista diz no seu `security` que papéis a usam; as desta API
         *     servem aos dois.
         * @enum {string}
         */
        Role: "Dentista" | "Auditor";
        /** @description Resposta de erro; `errors` traz as mensagens em pt-BR, a primeira é a que o portal mostra. */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            data?: null;
            message: string;
            errors: string[];
            /**
             * @description Só em 400 e 422, quando a recusa é de um ou mais campos: cada um com o seu nome e a frase de
             *     `errors` que lhe cabe. Ausente quando nenhum campo isolado está em falta (404, 409...).
             */
            "invalid-params"?: components["schemas"]["InvalidParam"][];
        };
        HealthEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["HealthStatus"];
            message: string;
        };
        HealthStatus: {
            /** @enum {string} */
            banco: "ok";
            /**
             * @description `nao_configurado` sem REDIS_URL (limites contados em memória).
             * @enum {string}
             */
            redis: "ok" | "nao_configurado";
            /** @enum {string} */
            armazenamento: "ok";
        };
        OperadoraEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["Operadora"];
            message: string;
        };
        Operadora: {
            /** @description Nome da operadora (OPERADORA_NOME). */
            nome: string;
            /** @description Registro da operadora na ANS, 6 dígitos (OPERADORA_REGISTRO_ANS). */
            registroANS: string;
        };
        /** @description Resposta de sucesso sem dados, com uma mensagem para o usuário. */
        MessageEnvelope: {
            success: boolean;
            data?: null;
            message: string;
            errors?: string[];
        };
        LoginRequest: {
            /** @description O CRO do dentista. */
            document: string;
            password: string;
            /**
             * @description Por onde se entra: 'Dentista' no portal, 'Auditor' no console de auditoria. Cada conta entra só
             *     pelo seu: a senha certa pelo caminho de outro papel responde 403.
             * @enum {string}
             */
            origin: "Dentista" | "Auditor";
            /**
             * @description A UF do CRO. Cada conselho regional numera os seus dentistas: o mesmo número pode existir em duas
             *     UFs (CRO-SP 12345 e CRO-RJ 12345 são duas pessoas). Só é preciso quando o número existe em mais de
             *     uma UF; sem ela, a resposta é 400 com `invalid-params` nomeando `uf`, e o formulário pede a UF.
             */
            uf?: components["schemas"]["Uf"];
            /**
             * @description Onde o refresh token volta: `body` (sem o campo também; os clientes que já existem) no corpo da resposta;
             *     `cookie` (os dois apps) só no cookie HttpOnly `odonto_refresh`, fora do alcance de scripts da página.
             * @enum {string}
             */
            refreshTokenIn?: "body" | "cookie";
        };
        LoginResponse: {
            /** @description JWT com as claims `sub`, `cro`, `nome`, `role` e `sid` (a sessão). */
            accessToken: string;
            /** @description Só quando o refresh token volta no corpo (`refreshTokenIn` ausente ou `body`). */
            refreshToken?: string;
            cro: components["schemas"]["Cro"];
            nome: string;
            /**
             * Format: date-time
             * @description Quando a sessão termina se não for renovada antes: `SESSION_IDLE_MINUTES` (30 min) a partir desta
             *     resposta, ou o limite absoluto (`SESSION_MAX_HOURS`, 12 h depois do login) quando vem antes. Os
             *     apps avisam o usuário dois minutos antes e oferecem renová-la ('Continuar conectado').
             */
            sessaoExpiraEm: string;
        };
        LoginEnvelope: {
            success: boolean;
            data: components["schemas"]["LoginResponse"];
            message?: string;
        };
        DocumentRequest: {
            /** @description O CRO do dentista. */
            document: string;
            /**
             * @description A UF do CRO. Cada conselho regional numera os seus dentistas: o mesmo número pode existir em duas
             *     UFs (CRO-SP 12345 e CRO-RJ 12345 são duas pessoas). Só é preciso quando o número existe em mais de
             *     uma UF; sem ela, a resposta é 400 com `invalid-params` nomeando `uf`, e o formulário pede a UF.
             */
            uf?: components["schemas"]["Uf"];
        };
        /**
         * @description Uma senha nova: ao menos 8 caracteres (`x-min-length`, a única declaração desse mínimo; o servidor e
         *     os formulários do portal o leem daqui, pelos tipos gerados). O servidor confere o mínimo, e não o
         *     validador, para responder com as mensagens de cada tela da especificação.
         */
        NovaSenha: string;
        /** @description Tamanho mínimo e igualdade são conferidos pelo servidor, com as mensagens da especificação. */
        SetPasswordRequest: {
            password: components["schemas"]["NovaSenha"];
            confirmPassword: string;
        };
        /** @description `password` ou `newPassword` (docs/product-rules.md#d2), sempre com `confirmPassword`. */
        ResetPasswordRequest: components["schemas"]["SetPasswordRequest"] | components["schemas"]["NewPasswordRequest"];
        NewPasswordRequest: {
            newPassword: components["schemas"]["NovaSenha"];
            confirmPassword: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: components["schemas"]["NovaSenha"];
            confirmPassword: string;
        };
        /** @description Sem `refreshToken`, vale o cookie do app que `origin` diz (`odonto_refresh` sem ele). */
        RefreshRequest: {
            refreshToken?: string;
            /**
             * @description Só no modo cookie: de qual app é o cookie, 'Dentista' (o padrão, `odonto_refresh`) ou 'Auditor'
             *     (`odonto_refresh_auditoria`). Ignorado quando `refreshToken` vem no corpo.
             * @enum {string}
             */
            origin?: "Dentista" | "Auditor";
        };
        RefreshResponse: {
            accessToken: string;
            /** @description Só quando o refresh token apresentado veio no corpo; do cookie, o novo vai no cookie. */
            refreshToken?: string;
            /**
             * Format: date-time
             * @description Quando a sessão termina se não for renovada antes: `SESSION_IDLE_MINUTES` (30 min) a partir desta
             *     resposta, ou o limite absoluto (`SESSION_MAX_HOURS`, 12 h depois do login) quando vem antes. Os
             *     apps avisam o usuário dois minutos antes e oferecem renová-la ('Continuar conectado').
             */
            sessaoExpiraEm: string;
        };
        RefreshEnvelope: {
            success: boolean;
            data: components["schemas"]["RefreshResponse"];
            message?: string;
        };
        /** @description Clínica do dentista (aba Clínica das Configurações). */
        Clinic: {
            nome: string;
            /** @description CNPJ só com dígitos (14); o portal formata 00.000.000/0000-00. */
            cnpj: string;
            endereco: string;
            telefone: string;
        };
        /** @description Canais de notificação; o padrão de uma conta nova é só e-mail. */
        NotificationPreferences: {
            sms: boolean;
            email: boolean;
            push: boolean;
        };
        NotificationPreferencesEnvelope: {
            success: boolean;
            data: components["schemas"]["NotificationPreferences"];
            message?: string;
        };
        ConsentRequest: {
            /** @description Concorda com o uso dos dados para atendimento e comunicação. */
            consentimento: boolean;
        };
        Consent: {
            consentimento: boolean;
            /**
             * Format: date-time
             * @description Quando a escolha foi registrada; null se nunca foi.
             */
            atualizadoEm: string | null;
        };
        ConsentEnvelope: {
            success: boolean;
            data: components["schemas"]["Consent"];
            message?: string;
        };
        /** @description O dentista logado (forma não mostrada na especificação; ver openapi/README.md). */
        CurrentUser: {
            id: number;
            cro: components["schemas"]["Cro"];
            uf: components["schemas"]["Uf"];
            nome: string;
            /** Format: email */
            email: string;
            telefone: string;
            role: components["schemas"]["Role"];
            clinica: components["schemas"]["Clinic"];
            notificacoes: components["schemas"]["NotificationPreferences"];
            consentimento: components["schemas"]["Consent"];
        };
        CurrentUserEnvelope: {
            success: boolean;
            data: components["schemas"]["CurrentUser"];
            message?: string;
        };
        /**
         * @description Conteúdo de meus-dados.json. As listas trazem os registros do dentista como o servidor os guarda
         *     (planos com itens e arquivos, glosas da análise das contas, demonstrativos de pagamento, mensagens à ouvidoria, lotes de fechamento,
         *     e-mails enviados ao endereço do dentista, notificações, acessos recentes, consultas a dados de
         *     beneficiários).
         */
        MyDataExport: {
            /** Format: date-time */
            geradoEm: string;
            usuario: components["schemas"]["CurrentUser"];
            planosTratamento: components["schemas"]["ExportPlano"][];
            glosas: components["schemas"]["ExportGlosa"][];
            financeiro: components["schemas"]["ExportRegistroFinanceiro"][];
            mensagensOuvidoria: components["schemas"]["ExportMensagemOuvidoria"][];
            /** @description Lotes de faturamento (competência, passo, ids dos itens do lote). */
            fechamentos: components["schemas"]["ExportFechamento"][];
            /**
             * @description As notificações das decisões da auditoria sobre os itens dos planos do dentista e dos passos dos
             *     seus lotes de faturamento.
             */
            notificacoes: {
                /** Format: date-time */
                criadoEm: string;
                titulo: string;
                texto: string;
                planoId: number | null;
                itemId: number | null;
                loteId: number | null;
                /** Format: date-time */
                lidaEm: string | null;
            }[];
            /**
             * @description E-mails enviados ao endereço cadastrado (para, assunto, texto, data); o token dos links de
             *     primeiro acesso e redefinição fica de fora.
             */
            emailsRecebidos: components["schemas"]["ExportEmail"][];
            /** @description Logins e renovações de sessão (data, IP mascarado). */
            acessos: components["schemas"]["ExportAcesso"][];
            /**
             * @description Trilha de auditoria das consultas do dentista a dados de beneficiários (buscas no cadastro por
             *     carteira ou CPF, planos abertos e listados), da mais recente à mais antiga, até 10.000 registros.
             */
            acessosBeneficiarios: components["schemas"]["ExportAcessoBeneficiario"][];
        };
        /**
         * @description Um plano de tratamento do dentista, com seus itens, arquivos (sem os bytes) e atos. O paciente aparece
         *     só pseudonimizado: o id do plano e a carteira mascarada, nunca o nome nem o CPF (o arquivo é dado
         *     pessoal do dentista, não dos pacientes).
         */
        ExportPlano: {
            id: number;
            /**
             * @description 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado, 5 Autorizado parcialmente, 6 Negado
             *     (PlanoTratamentoStatus da API do Dentista).
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4 | 5 | 6;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            validoAte: string;
            /** @description Carteira do beneficiário mascarada, só os 4 últimos dígitos (`*************1001`). */
            numeroCarteira: string;
            solicitanteCro: string | null;
            solicitanteUf: string | null;
            solicitanteNome: string | null;
            observacoes: string;
            itens: components["schemas"]["ExportPlanoItem"][];
            arquivos: components["schemas"]["ExportPlanoArquivo"][];
            atos: components["schemas"]["ExportAto"][];
        };
        ExportPlanoItem: {
            id: number;
            tuss: string;
            descricao: string;
            /** @description Dente (FDI); null num procedimento da boca ou de uma região. */
            idDente: number | null;
            /** @description Faces separadas por vírgula (M, D, P, L, V, I, O, R); null ou vazio sem faces. */
            faces: string | null;
            /** @description Arcada (Tabela 42, AS ou AI), quando o procedimento é numa arcada. */
            arcada: string | null;
            /** @description Hemiarco (Tabela 42, HASD, HASE, HAID ou HAIE), quando o procedimento é num hemiarco. */
            hemiArcada: string | null;
            /** @description Sextante (Tabela 42, S1 a S6), quando o procedimento é num sextante. */
            sextante: string | null;
            /** @description Outra região da Tabela 42, quando informada. */
            regiao: string | null;
            status: string;
            motivoStatus: string | null;
            /** Format: date-time */
            criadoEm: string;
        };
        ExportPlanoArquivo: {
            id: number;
            nomeArquivoOriginal: string;
            contentType: string;
            /** @description Em bytes. */
            tamanho: number;
            /** Format: date-time */
            criadoEm: string;
        };
        ExportAto: {
            id: number;
            planoTratamentoItemId: number;
            /** Format: date */
            dataRealizacao: string;
            observacao: string | null;
            /** Format: date-time */
            criadoEm: string;
        };
        /** @description Um item faturado que a operadora glosou na análise da conta. */
        ExportGlosa: {
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            numeroLote: string;
            /** @description Carteira do paciente mascarada, só os 4 últimos dígitos (sem o nome do paciente). */
            numeroCarteira: string;
            tuss: string;
            procedimento: string;
            local: string;
            /** Format: date */
            dataRealizacao: string;
            /** @description Código da TISS Tabela 38 (fase de faturamento). */
            codigoGlosa: string;
            observacao: string;
            /** @description Em reais. */
            valorInformado: number;
            /** @description Em reais. */
            valorGlosado: number;
            /** Format: date-time */
            analisadoEm: string;
        };
        /** @description O demonstrativo de pagamento de um lote pago. */
        ExportRegistroFinanceiro: {
            numeroLote: string;
            numeroDemonstrativo: string;
            /** Format: date-time */
            emitidoEm: string;
            /** Format: date */
            dataPagamento: string;
            /** @enum {string} */
            formaPagamento: "pix" | "bank_transfer";
            /** @description Em reais. */
            valorInformado: number;
            /** @description Em reais. */
            valorGlosado: number;
            /** @description Em reais. */
            valorLiberado: number;
        };
        ExportMensagemOuvidoria: {
            protocolo: string;
            protocoloAnterior: string | null;
            /** @description A carteira informada, mascarada (só os 4 últimos dígitos). */
            numeroCarteira: string;
            nome: string;
            email: string;
            telefone: string | null;
            whatsapp: string;
            cidade: string;
            mensagem: string;
            /** Format: date */
            prazoResposta: string;
            /** Format: date-time */
            recebidoEm: string;
        };
        ExportFechamento: {
            id: number;
            /** @description Mês em que o lote foi aberto, AAAA-MM (America/Sao_Paulo). */
            competencia: string;
            /**
             * @description O passo do lote de faturamento (LoteStatus da API do dentista).
             * @enum {string}
             */
            status: "Aberto" | "Enviado" | "Em análise" | "Analisado" | "Pago";
            /** Format: date-time */
            criadoEm: string;
            /** @description Ids dos itens do plano que entraram no lote. */
            itens: number[];
        };
        ExportEmail: {
            id: number;
            para: string;
            assunto: string;
            /** @description O texto do e-mail, com o token dos links trocado por [omitido]. */
            texto: string;
            /** Format: date-time */
            criadoEm: string;
        };
        /** @description Um beneficiário mostrado ao dentista, ou uma busca que não encontrou ninguém. */
        ExportAcessoBeneficiario: {
            /** Format: date-time */
            criadoEm: string;
            /**
             * @description busca_carteira e busca_cpf (cadastro), consulta_plano (plano aberto), lista_planos,
             *     consulta_odontograma e registro_odontograma (situação inicial lida ou registrada), exporta_guia e
             *     imprime_guia (guia do plano baixada em XML TISS ou impressa), auditoria_plano (um auditor abriu o
             *     plano no console de auditoria), consulta_lote (um lote de faturamento aberto, um registro por guia).
             * @enum {string}
             */
            operacao: "busca_carteira" | "busca_cpf" | "consulta_plano" | "lista_planos" | "consulta_odontograma" | "registro_odontograma" | "exporta_guia" | "imprime_guia" | "auditoria_plano" | "consulta_lote";
            /**
             * @description Carteira do beneficiário mostrado (ou a buscada), mascarada (só os 4 últimos dígitos); null numa
             *     busca por CPF sem resultado.
             */
            numeroCarteira: string | null;
            planoId: number | null;
            /** @description Endereço do cliente na consulta. */
            ip: string;
        };
        ExportAcesso: {
            /** Format: date-time */
            data: string;
            /** @enum {string} */
            tipo: "login" | "renovacao";
            /** @description Endereço mascarado. */
            ip: string;
        };
    };
    responses: {
        /** @description Corpo ou parâmetros fora da descrição. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Dados inválidos. Verifique o CRO informado.",
                 *       "errors": [
                 *         "O campo document é obrigatório."
                 *       ],
                 *       "invalid-params": [
                 *         {
                 *           "name": "document",
                 *           "reason": "O campo document é obrigatório."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Sem access token válido. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Sua sessão expirou. Por favor, faça login novamente.",
                 *       "errors": [
                 *         "Sua sessão expirou. Por favor",
                 *         "faça login novamente."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Corpo da requisição acima do limite do servidor (1 MB para JSON). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "O corpo da requisição excede o tamanho máximo permitido.",
                 *       "errors": [
                 *         "O corpo da requisição excede o tamanho máximo permitido."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description O corpo não é application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Formato de requisição não suportado. Envie application/json.",
                 *       "errors": [
                 *         "Formato de requisição não suportado. Envie application/json."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Limite de tentativas atingido. */
        TooManyRequests: {
            headers: {
                /** @description Segundos até uma nova tentativa ser aceita. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
                 *       "errors": [
                 *         "Muitas tentativas. Aguarde alguns minutos e tente novamente."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Falha inesperada do servidor. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Erro interno do servidor. Tente novamente mais tarde.",
                 *       "errors": [
                 *         "Erro interno do servidor. Tente novamente mais tarde."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description O banco de dados ou o armazenamento de arquivos não responde (reinício, failover, rede). Nada foi
         *     gravado pela metade; tente de novo depois dos segundos de Retry-After.
         */
        ServiceUnavailable: {
            headers: {
                /** @description Segundos até uma nova tentativa. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Serviço temporariamente indisponível. Tente novamente em instantes.",
                 *       "errors": [
                 *         "Serviço temporariamente indisponível. Tente novamente em instantes."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Token de uso único recebido no link do e-mail.
         * @example k3J9vQ2mX7pL0aZ8
         */
        EmailToken: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Só no modo cookie: `odonto_refresh=<refresh token>;` (ou `odonto_refresh_auditoria=`) Max-Age=<SESSION_MAX_HOURS em segundos>;
         *     Path=/api/account/refresh; HttpOnly; SameSite=Strict` e `; Secure` em produção ou sob https.
         */
        RefreshCookieSet: string;
        /** @description `odonto_refresh=; Max-Age=0; Path=/api/account/refresh; ...` (ou `odonto_refresh_auditoria`): apaga o cookie de renovação. */
        RefreshCookieCleared: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    connectivityTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API disponível. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "API de autenticação disponível."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOperadora: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dados da operadora. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "nome": "Odonto Cooperativa",
                     *         "registroANS": "123456"
                     *       },
                     *       "message": "Dados da operadora."
                     *     }
                     */
                    "application/json": components["schemas"]["OperadoraEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    healthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processo no ar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Servidor no ar."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banco, Redis (quando configurado) e armazenamento respondem. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "banco": "ok",
                     *         "redis": "nao_configurado",
                     *         "armazenamento": "ok"
                     *       },
                     *       "message": "Servidor pronto."
                     *     }
                     */
                    "application/json": components["schemas"]["HealthEnvelope"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description Alguma dependência não responde; `errors` diz qual. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Serviço temporariamente indisponível. Tente novamente em instantes.",
                     *       "errors": [
                     *         "Banco de dados indisponível."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": "12345",
                 *       "password": "Odonto@2026",
                 *       "origin": "Dentista",
                 *       "refreshTokenIn": "cookie"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /**
             * @description Login feito. Com `refreshTokenIn: cookie`, o corpo não traz `refreshToken` e a resposta traz
             *     `Set-Cookie: odonto_refresh=...; Path=/api/account/refresh; Max-Age=` (o limite absoluto da sessão,
             *     `SESSION_MAX_HOURS`) `; HttpOnly; SameSite=Strict`, e `Secure` em produção ou sob https.
             */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookieSet"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiY3JvIjoiMTIzNDUiLCJyb2xlIjoiRGVudGlzdGEifQ.assinatura",
                     *         "refreshToken": "3q2-7wXk1fRZ0tq8u5yH9b4uJ7Qm2cD6",
                     *         "cro": "12345",
                     *         "nome": "Dra. Ana Souza",
                     *         "sessaoExpiraEm": "2026-04-01T12:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LoginEnvelope"];
                };
            };
            /**
             * @description Corpo fora da descrição, ou um número de CRO que existe em mais de uma UF enviado sem `uf` (o
             *     formulário pede então a UF do CRO).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CRO ou senha incorretos. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "CRO ou senha inválidos.",
                     *       "errors": [
                     *         "CRO ou senha inválidos."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description O dentista ainda não definiu a senha (primeiro acesso pendente), ou a conta é de outro papel que o
             *     `origin` (um auditor no portal, um dentista no console de auditoria).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFirstAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": "11111"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentRequest"];
            };
        };
        responses: {
            /** @description E-mail enviado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Solicitação de primeiro acesso enviada com sucesso! Verifique seu email c**********s@e*****e.com"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description CRO desconhecido. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "CRO não encontrado entre os dentistas credenciados.",
                     *       "errors": [
                     *         "CRO não encontrado entre os dentistas credenciados."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description O primeiro acesso deste CRO já foi feito. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.",
                     *       "errors": [
                     *         "Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFromEmail: {
        parameters: {
            query: {
                /**
                 * @description Token de uso único recebido no link do e-mail.
                 * @example k3J9vQ2mX7pL0aZ8
                 */
                token: components["parameters"]["EmailToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Jabuticaba@2026",
                 *       "confirmPassword": "Jabuticaba@2026"
                 *     }
                 */
                "application/json": components["schemas"]["SetPasswordRequest"];
            };
        };
        responses: {
            /** @description Senha definida. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Senha definida com sucesso!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Token inválido, expirado ou já usado, senha curta ou confirmação diferente. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": "12345"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentRequest"];
            };
        };
        responses: {
            /** @description E-mail enviado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Enviamos um link de redefinição de senha para a*******a@e*****e.com"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description CRO desconhecido. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "CRO não encontrado entre os dentistas credenciados.",
                     *       "errors": [
                     *         "CRO não encontrado entre os dentistas credenciados."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description O dentista ainda não fez o primeiro acesso. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Primeiro acesso ainda não realizado. Utilize “Primeiro acesso” para definir sua senha.",
                     *       "errors": [
                     *         "Primeiro acesso ainda não realizado. Utilize “Primeiro acesso” para definir sua senha."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query: {
                /**
                 * @description Token de uso único recebido no link do e-mail.
                 * @example k3J9vQ2mX7pL0aZ8
                 */
                token: components["parameters"]["EmailToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Senha redefinida. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Senha redefinida com sucesso!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Token inválido, expirado ou já usado, senha curta ou confirmação diferente. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /**
             * @description Novo par de tokens. Com o token do cookie, `refreshToken` não vem no corpo e o cookie é regravado
             *     (`Set-Cookie`, os mesmos atributos do login).
             */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookieSet"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description Nenhum refresh token (nem no corpo, nem no cookie), ou um desconhecido, expirado, revogado ou já
             *     usado, ou sessão encerrada. Quando o token veio do cookie, a resposta apaga o cookie.
             */
            401: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Sua sessão expirou. Por favor, faça login novamente.",
                     *       "errors": [
                     *         "Sua sessão expirou. Por favor",
                     *         "faça login novamente."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessão encerrada. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Sessão encerrada."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dados do usuário. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "cro": "12345",
                     *         "uf": "SP",
                     *         "nome": "Dra. Ana Souza",
                     *         "email": "ana.souza@example.com",
                     *         "telefone": "(11) 98765-4321",
                     *         "role": "Dentista",
                     *         "clinica": {
                     *           "nome": "Clínica Sorriso Paulista",
                     *           "cnpj": "12345678000195",
                     *           "endereco": "Av. Paulista, 1000 – Bela Vista, São Paulo/SP",
                     *           "telefone": "(11) 3333-4444"
                     *         },
                     *         "notificacoes": {
                     *           "sms": false,
                     *           "email": true,
                     *           "push": false
                     *         },
                     *         "consentimento": {
                     *           "consentimento": false,
                     *           "atualizadoEm": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CurrentUserEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Odonto@2026",
                 *       "newPassword": "Jabuticaba@2027",
                 *       "confirmPassword": "Jabuticaba@2027"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Senha alterada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Sua senha foi alterada com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description Senha atual incorreta, nova senha curta ou confirmação diferente. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sms": true,
                 *       "email": true,
                 *       "push": false
                 *     }
                 */
                "application/json": components["schemas"]["NotificationPreferences"];
            };
        };
        responses: {
            /** @description Preferências salvas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "sms": true,
                     *         "email": true,
                     *         "push": false
                     *       },
                     *       "message": "Preferências de notificação salvas."
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationPreferencesEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "consentimento": true
                 *     }
                 */
                "application/json": components["schemas"]["ConsentRequest"];
            };
        };
        responses: {
            /** @description Consentimento registrado, com a data da escolha. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "consentimento": true,
                     *         "atualizadoEm": "2026-11-21T14:30:00.000Z"
                     *       },
                     *       "message": "Consentimento registrado."
                     *     }
                     */
                    "application/json": components["schemas"]["ConsentEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os dados do dentista. */
            200: {
                headers: {
                    /** @description Sempre `attachment; filename="meus-dados.json"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "geradoEm": "2026-11-21T14:30:00.000Z",
                     *       "usuario": {
                     *         "id": 1,
                     *         "cro": "12345",
                     *         "uf": "SP",
                     *         "nome": "Dra. Ana Souza",
                     *         "email": "ana.souza@example.com",
                     *         "telefone": "(11) 98765-4321",
                     *         "role": "Dentista",
                     *         "clinica": {
                     *           "nome": "Clínica Sorriso Paulista",
                     *           "cnpj": "12345678000195",
                     *           "endereco": "Av. Paulista, 1000 – Bela Vista, São Paulo/SP",
                     *           "telefone": "(11) 3333-4444"
                     *         },
                     *         "notificacoes": {
                     *           "sms": false,
                     *           "email": true,
                     *           "push": false
                     *         },
                     *         "consentimento": {
                     *           "consentimento": true,
                     *           "atualizadoEm": "2026-11-21T14:30:00.000Z"
                     *         }
                     *       },
                     *       "planosTratamento": [],
                     *       "glosas": [],
                     *       "financeiro": [],
                     *       "mensagensOuvidoria": [],
                     *       "fechamentos": [],
                     *       "emailsRecebidos": [],
                     *       "notificacoes": [],
                     *       "acessos": [],
                     *       "acessosBeneficiarios": []
                     *     }
                     */
                    "application/json": components["schemas"]["MyDataExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}

/** `x-min-length` of the schemas of the description, by schema name. */
export const minLengths = {
  NovaSenha: 8,
} as const;
