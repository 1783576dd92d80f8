// Generated from openapi/dentist.yaml by `pnpm generate`. Do not edit.

export interface paths {
    "/ato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atos do dentista logado */
        get: operations["listAtos"];
        put?: never;
        /**
         * Registrar um ato
         * @description Registra um procedimento realizado contra um item de um plano do próprio dentista.
         */
        post: operations["createAto"];
        /** Excluir um ato */
        delete: operations["deleteAto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ato/plano_tratamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atos de um plano de tratamento */
        get: operations["listAtosByPlano"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/especialidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Especialidades odontológicas */
        get: operations["listEspecialidades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/procedimento/especialidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Procedimentos de uma especialidade */
        get: operations["listProcedimentosByEspecialidade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/audiProcedimento/resumo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo dos procedimentos (TUSS)
         * @description Carregado quando o seletor de procedimentos abre.
         */
        get: operations["listProcedimentosResumo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dentista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar dentista (v1) */
        get: operations["searchDentistaV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dentista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buscar dentista por CRO (v2)
         * @description O portal usa o primeiro resultado.
         */
        get: operations["searchDentista"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficiario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar beneficiário (v1) */
        get: operations["searchBeneficiarioV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/beneficiario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buscar beneficiário por carteira ou CPF (v2)
         * @description Aceita o número da carteira (17 caracteres) ou o CPF, com ou sem pontuação. Devolve o titular ou o
         *     dependente encontrado. Também usada com o `ba3MatAnt` de um plano aberto. Cada busca fica na trilha
         *     de auditoria (quem, qual beneficiário, quando, de onde); passadas 300 buscas do dentista na última
         *     hora (`BENEFICIARY_LOOKUPS_PER_HOUR`), 429.
         */
        get: operations["searchBeneficiario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/beneficiario/{numeroCarteira}/odontogramaInicial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Situação inicial (odontograma inicial) de um beneficiário
         * @description A versão mais recente da situação inicial registrada pelo dentista logado (cada dentista tem a sua
         *     sequência de versões; a de outro dentista não aparece aqui nem nos planos de quem chama): o número,
         *     quem a registrou e quando, as respostas (doença
         *     periodontal, alteração de tecido mole, observação) e a condição de cada dente registrada (TISS
         *     `dm_condicaoClinica`: A ausente, E extração indicada, H hígido, C cariado, R restaurado; ou N, não
         *     avaliado), com a data do registro; os dentes não registrados ficam de fora. Sem nada registrado,
         *     `versao` é nulo e a lista vazia. Cada plano leva a versão congelada no seu primeiro item (GET
         *     /v2/planoTratamento/{id}/situacaoInicial); as regras dos procedimentos leem essa versão (nenhum
         *     procedimento em dente ausente, glosa 1433). Só o
         *     dentista que tem algum plano do beneficiário a lê ou registra; para os demais a resposta é 404, a
         *     mesma de uma carteira inexistente. Cada leitura e cada registro ficam na trilha de acesso a
         *     beneficiários.
         */
        get: operations["getOdontogramaInicial"];
        /**
         * Registrar a situação inicial de um beneficiário
         * @description Registra uma nova versão da situação inicial, com quem chama como autor: nenhuma versão anterior é
         *     alterada ou apagada, e os planos que já levam uma versão continuam com ela. A versão é a lista enviada
         *     (cada dente uma vez; N marca um dente não avaliado) e as respostas (ausentes ficam sem resposta). A
         *     data de cada dente é `dataRegistro`, ou hoje quando não enviada; um dente enviado com a mesma condição
         *     da versão anterior do mesmo dentista e sem data mantém a data anterior. O número segue a versão
         *     anterior de quem chama. Os planos de quem chama para o beneficiário que têm itens e ainda nenhuma
         *     versão (ou uma incompleta) passam a levar esta; os planos de outros dentistas nunca. Quem pode: o
         *     mesmo que na leitura. Responde a versão gravada.
         */
        put: operations["putOdontogramaInicial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dentImagemTipo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tipos de imagem dos arquivos de um plano */
        get: operations["listImagemTipos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planoTratamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar plano de tratamento (v1)
         * @description Mesmo corpo da v2; o dentista executante é quem chama.
         */
        post: operations["createPlanoTratamentoV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planoTratamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um plano de tratamento, com seus itens (v1) */
        get: operations["getPlanoTratamentoV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar plano de tratamento
         * @description O dentista executante é quem chama; código da operadora, ponto de atendimento, CNES e observação vêm
         *     da configuração do servidor (docs/product-rules.md#d14), e os valores enviados para eles são ignorados.
         *     O plano nasce com status 0 (Rascunho) e vale 60 dias. Uma carteira vencida (glosa 1017) recebe 422 com
         *     a data de validade.
         */
        post: operations["createPlanoTratamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/dentista/{cro}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Planos de tratamento de um dentista
         * @description Só o próprio CRO do dentista logado: outro CRO recebe 404, como um CRO inexistente. Sem parâmetros devolve todos os planos,
         *     mais recentes primeiro; `pagina`/`tamanhoPagina` paginam e os filtros se combinam. `paginacao.total`
         *     é sempre o total de planos que atendem aos filtros.
         */
        get: operations["listPlanosByDentista"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um plano de tratamento
         * @description Um plano que não existe responde 200 com `data` nulo (vazio, como na especificação); o plano de outro
         *     dentista responde igual, para que códigos não possam ser sondados.
         */
        get: operations["getPlanoTratamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}/tiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emite a guia TISS do plano (GTO, solicitação ou cancelamento) em XML
         * @description Emite a guia do plano como mensagem TISS 4.01.00, válida contra `tissV4_01_00.xsd` da ANS, sem
         *     indentação, com `epilogo/hash` calculado como o padrão TISS define (MD5 do conteúdo dos elementos, sem
         *     as marcações). Cada emissão é uma guia com número próprio: o código do plano das telas e uma sequência
         *     (`PTO-0017-02`, o `numeroGuiaPrestador`), guardada com data, hash, os bytes enviados e os itens.
         *
         *     - Plano em andamento: `SOLICITACAO_PROCEDIMENTOS` (`prestadorParaOperadora/solicitacaoProcedimento/
         *       solicitacaoOdontologia`) só com os itens aguardando autorização ('Aguardando Aprovação') e o total
         *       deles; itens já decididos (autorizados, realizados, negados) ou em auditoria não são pedidos de novo.
         *       Se os itens aguardando autorização são os mesmos (e com o mesmo conteúdo) da última solicitação, a
         *       resposta é essa emissão de novo (mesmo número, mesmos bytes); senão, uma nova emissão com a próxima
         *       sequência. `denteFace` só da Tabela 32 (raiz não tem face); `tipoAtendimento` pelo conteúdo
         *       (urgência 4, ortodontia 3, só radiologia 2, senão 1).
         *     - Plano cancelado: `CANCELA_GUIA` (`prestadorParaOperadora/cancelaGuia`) da última solicitação, emitido
         *       uma vez (as chamadas seguintes recebem o mesmo).
         *
         *     Só o dentista do plano a emite.
         */
        get: operations["getPlanoTratamentoTiss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}/impressao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guia do plano para imprimir (PDF)
         * @description O formulário da ANS Guia de Tratamento Odontológico em PDF (A4, pt-BR), para o beneficiário e o dentista
         *     assinarem: registro ANS, nº da guia no prestador (o número da última solicitação emitida; antes de
         *     qualquer emissão, o código do plano, e o papel diz que a guia ainda não foi emitida), nº da guia
         *     principal, data da autorização, senha, validade da senha e nº da guia na operadora (marcados
         *     'Preenchido pela operadora'), beneficiário, profissional solicitante e contratado executante, cada
         *     procedimento com tabela, código, descrição, dente/região, face, quantidade, valor, franquia, Aut., data
         *     de realização e espaço para as iniciais do beneficiário, tipo de atendimento, totais, observação,
         *     declaração e assinaturas; depois, em página própria, o Anexo de Situação Inicial com o odontograma. Não
         *     emite guia. Só o dentista do plano o lê.
         */
        get: operations["getPlanoTratamentoImpressao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adicionar um procedimento (item) a um plano
         * @description O item nasce 'Aguardando Aprovação'; quantidade de uso padrão 1 (docs/product-rules.md#d14). Antes de
         *     gravar, o servidor aplica as regras do procedimento (docs/product-rules.md#procedure-rules), as mesmas
         *     de `POST /v2/planoTratamentoItens/validacao`: local (boca, arcada, hemiarco, sextante, dente, faces ou
         *     raiz), dentição, número de faces, raízes, situação inicial do beneficiário, outros itens dos planos
         *     dele e idade. Só o que não pode ser lido é recusado (glosas `bloqueante`: código fora da TUSS, dente
         *     fora da Tabela 28, região fora da Tabela 42, face que o dente não tem ou repetida). As demais glosas
         *     previstas são uma previsão: o item é criado quando vem com `justificativa` (ao menos 20 caracteres),
         *     e guarda as glosas previstas e a justificativa para a auditoria; sem ela, 422 com as glosas.
         */
        post: operations["createPlanoTratamentoItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/validacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prever as glosas de um item antes de adicioná-lo
         * @description Mesmo corpo de `POST /v2/planoTratamentoItens`; nada é gravado. Responde as glosas que o item
         *     receberia pelas regras do procedimento (docs/product-rules.md#procedure-rules), cada uma com o código
         *     da Tabela 38, o texto oficial e uma frase dizendo como corrigir; lista vazia quando o item passa. São
         *     as mesmas regras com que a criação do item recusa com 422 (local, dentição, faces, raízes, situação
         *     inicial, outros itens dos planos do beneficiário, idade). O plano precisa ser do dentista logado: o de
         *     outro dentista recebe 404, como um inexistente. O status do plano não é conferido aqui.
         *     Para o primeiro item de um plano ainda não criado, o corpo traz `matriculaBeneficiario` (a carteira)
         *     no lugar de `idPlanoTratamento`: é uma consulta ao beneficiário como a busca por carteira, contada na
         *     mesma cota por hora (429 além dela, com Retry-After) e registrada na trilha de acesso, encontrada ou
         *     não. Quando o dentista logado já tem um plano (qualquer status) para esse beneficiário, as regras usam
         *     a situação inicial registrada por ele, a idade, a elegibilidade e o que foi realizado nos planos dele;
         *     sem plano, nada guardado sobre o beneficiário: só o que o corpo traz (código, dente, faces, região).
         *     Sem nenhum dos dois, ou com os dois, 400.
         */
        post: operations["validatePlanoTratamentoItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remover um item do plano
         * @description Só enquanto o item está 'Aguardando Aprovação' (docs/product-rules.md#d9); outro status recebe 409.
         */
        delete: operations["deletePlanoTratamentoItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/plano/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens de um plano */
        get: operations["listPlanoTratamentoItens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fechamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar a realização de itens autorizados (lote aberto)
         * @description Os itens (todos 'Autorizado' e do dentista logado) passam a 'Realizado' com a data de realização e entram
         *     no lote de faturamento aberto do dentista (docs/product-rules.md#d10), que o dentista envia em
         *     `sendLote`. A data não pode ser no futuro, antes da autorização do item nem depois da validade do
         *     plano (400 com o campo `dataRealizacao`). Tudo ou nada: se um item não pode, nenhum muda.
         */
        post: operations["addItensToFechamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os lotes de faturamento do dentista
         * @description Os lotes TISS do dentista logado, o mais recente primeiro: o lote aberto (os procedimentos realizados
         *     que ainda não foram enviados) e os enviados, com status, datas de cada passo, protocolo e valores.
         */
        get: operations["listLotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um lote de faturamento, com as guias e os procedimentos
         * @description O lote com as suas guias (uma por plano) e os procedimentos realizados de cada uma, com a data de
         *     realização, o valor informado e a coparticipação; no lote aberto, as pendências que impedem o envio
         *     (documentação final que falta). Só o dentista do lote o vê: o de outro responde 404.
         */
        get: operations["getLote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes/{id}/envio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar o lote aberto à operadora (TISS ENVIO_LOTE_GUIAS)
         * @description O servidor monta a mensagem TISS `loteGuias` (ENVIO_LOTE_GUIAS) com uma GTO executada por plano, cada
         *     procedimento com a data de realização e o valor, valida contra `tissV4_01_00.xsd` da ANS antes de
         *     aceitar, guarda os bytes e o hash, e a operadora responde o recibo com um número de protocolo. O lote
         *     passa a 'Enviado' e não muda mais: uma correção é uma nova guia. Recusado (422, nada muda) quando o lote
         *     está vazio ou quando algum procedimento ainda não tem a documentação final que a tabela de regras pede.
         */
        post: operations["sendLote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes/{id}/tiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A mensagem TISS do lote enviado (XML)
         * @description Os bytes exatos enviados à operadora (ISO-8859-1), como anexo `LOTE-<número do lote>.xml`. Um lote
         *     aberto ainda não tem mensagem: 409.
         */
        get: operations["getLoteTiss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes/{id}/demonstrativo/tiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O demonstrativo de pagamento do lote (XML TISS)
         * @description A mensagem TISS `demonstrativoPagamentoOdonto` (DEMONSTRATIVO_ODONTOLOGIA) emitida pela operadora no
         *     pagamento, validada contra o XSD da ANS, como anexo `DEMONSTRATIVO-<número do lote>.xml`. Antes do
         *     pagamento: 409.
         */
        get: operations["getLoteDemonstrativoTiss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lotes/{id}/demonstrativo/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O demonstrativo de pagamento do lote (PDF)
         * @description O mesmo demonstrativo em PDF A4, para ler e arquivar: por guia e item, informado, glosado (com o código
         *     e a nota), coparticipação e liberado; o dia e a forma do pagamento. Antes do pagamento: 409.
         */
        get: operations["getLoteDemonstrativoPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/imagens/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar um arquivo (imagem ou PDF) ao plano
         * @description Dois formatos de corpo: `multipart/form-data` (parte `file` e os campos `IdImagemTipo`, `IdUsuario`) ou
         *     `application/json` com o arquivo em base64 sem prefixo. O tipo é decidido pelos bytes (JPEG, PNG, GIF,
         *     TIFF, PDF), não pelo nome nem pelo tipo declarado; no máximo 2 MB por arquivo e 10 arquivos por plano.
         */
        post: operations["uploadPlanoTratamentoImagem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/imagens/{idImagem}/arquivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler um arquivo do plano por URL assinada
         * @description É o `absolutePath` de uma imagem do plano: vale 15 minutos e serve o arquivo com o tipo real a quem
         *     tiver a URL, sem cabeçalho de autorização (para `<img>` e links de PDF), enquanto durar a sessão que
         *     leu o plano: depois de sair, trocar ou redefinir a senha, ou de a sessão expirar, a URL é recusada.
         *     O arquivo vem sempre como anexo (`Content-Disposition: attachment`), com `nosniff`,
         *     `Content-Security-Policy: sandbox` e `Cache-Control: no-store`: nunca é aberto como página do portal.
         */
        get: operations["getPlanoTratamentoImagemArquivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/resposta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Responder a um pedido da auditoria
         * @description Quando a auditoria pediu justificativa técnica (TISS 4, 'Aguardando Justificativa') ou documentos
         *     (TISS 5, 'Aguardando Documentação'), o dentista responde com um texto e, se quiser, arquivos já enviados
         *     ao plano pelo upload (`idsImagem`). O item volta à fila da auditoria como 'Auditoria' (TISS 2), e a
         *     resposta entra no histórico. Um item que não espera resposta recebe 409.
         */
        post: operations["answerPlanoTratamentoItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/alteracao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceitar ou recusar uma autorização com alteração
         * @description Quando a auditoria autorizou com alteração ('Aguardando Aceite'), o dentista aceita (o item fica
         *     'Autorizado' com o procedimento, as faces ou a região autorizados; o pedido original fica no histórico)
         *     ou recusa com um texto (o item volta à fila como 'Auditoria'). A resposta entra no histórico e é
         *     notificada. Um item que não espera aceite recebe 409.
         */
        post: operations["answerAlteracaoItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamentoItens/contestacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contestar uma negativa (junta odontológica)
         * @description O dentista discorda de uma negativa e pede a junta odontológica (RN 424/2017): o item fica 'Em Junta'
         *     até a operadora registrar o desfecho ('Autorizado', ou 'Negado' com o código 3104). O texto explica a
         *     discordância; uma negativa da própria junta (3104) não se contesta de novo (409).
         */
        post: operations["contestPlanoTratamentoItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar um plano de tratamento
         * @description O dentista cancela um plano seu, com o motivo (a pedido do beneficiário, por exemplo): o plano fica
         *     'Cancelado' (status 4, TISS 6 'Solicitação cancelada') para sempre, seus itens saem da fila da auditoria
         *     e não mudam mais de status. Um plano concluído, já cancelado ou com algum procedimento realizado recebe
         *     409. Plano inexistente ou de outro dentista: 404.
         */
        post: operations["cancelPlanoTratamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}/historico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Histórico dos itens de um plano
         * @description Cada mudança de status de cada item do plano, da mais antiga à mais nova: quem, quando, de que status
         *     para qual, o motivo (código da Tabela 38 ao negar) e a nota. O histórico só cresce: nada nele é
         *     alterado ou apagado. Plano inexistente ou de outro dentista: 404.
         */
        get: operations["listPlanoTratamentoHistorico"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/planoTratamento/{id}/situacaoInicial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Situação inicial de um plano e o que mudou desde então
         * @description A versão da situação inicial que a guia do plano leva: a congelada quando o primeiro item do plano foi
         *     incluído (ou, se nada estava registrado então, a primeira registrada enquanto o plano tinha itens). Um
         *     plano ainda sem versão congelada mostra a mais recente (`congelada` falso). Diz se a versão está
         *     completa para emitir a GTO (cada uma das 32 posições com o dente permanente ou, nas posições 1 a 5,
         *     o decíduo registrado, com condição ou não avaliado; doença periodontal e alteração de tecido mole
         *     respondidas) e, quando há versão mais nova, o que mudou desde a do plano. Plano inexistente ou de
         *     outro dentista: 404. A leitura fica na trilha de acesso a beneficiários.
         */
        get: operations["getPlanoTratamentoSituacaoInicial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Números do painel
         * @description Calculados dos planos e itens do dentista logado (docs/product-rules.md#d11).
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glosas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Glosas do dentista
         * @description Cada glosa é um item faturado que a operadora analisou e glosou (em parte ou inteiro), com o paciente, o
         *     procedimento, o dente ou a região, o código da Tabela 38 e a nota, o lote e a guia. Busca (paciente,
         *     carteira, procedimento, código TUSS ou da glosa), filtro de lote, aba de situação do recurso, resumo e
         *     paginação feitos pelo servidor. O resumo considera a busca e o lote, não a aba; `lotes` traz os lotes com
         *     glosa do dentista, sem filtro; sem `status` é a aba 'Todas'.
         */
        get: operations["listGlosas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glosas/recursos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recorrer de glosas de um lote
         * @description Recurso de glosa (TISS `recursoGlosa`, `cto_recursoGlosaOdonto`): uma ou mais glosas de um mesmo lote,
         *     cada uma com a justificativa (1 a 500 caracteres, TISS `st_texto500`) e, se quiser, arquivos do plano
         *     (a radiografia final que faltou, por exemplo: envie-os antes com `uploadPlanoTratamentoImagem`). Uma guia
         *     inteira é a lista das suas glosas. Dentro do prazo do contrato (contado da análise do item ou da resposta
         *     anterior), até o número de rodadas do contrato; a glosa aceita por inteiro ou já em recurso não entra. O
         *     servidor monta a mensagem TISS, valida contra o XSD da ANS e registra o protocolo; o dentista e a
         *     operadora são avisados.
         */
        post: operations["createRecursoGlosa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glosas/recursos/{id}/tiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar a mensagem TISS de um recurso de glosa
         * @description A mensagem `recursoGlosa` como foi enviada (ISO-8859-1), com o `epilogo/hash`.
         */
        get: operations["getRecursoGlosaTiss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glosas/recursos/{id}/resposta/tiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar a resposta TISS da operadora a um recurso de glosa
         * @description A mensagem `respostaRecursoGlosa` da operadora (ISO-8859-1). Antes da resposta, 409.
         */
        get: operations["getRecursoGlosaRespostaTiss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/financeiro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registros financeiros do dentista
         * @description Cada registro é um lote enviado à operadora: o valor informado, o glosado e o liberado depois da análise
         *     da conta, o prazo contratual do pagamento e, quando pago, o dia, a forma (PIX ou transferência) e o
         *     demonstrativo. Busca (número do lote, protocolo, paciente ou carteira das guias), filtro de forma de
         *     pagamento, aba de status, resumo e paginação feitos pelo servidor. O resumo considera a busca e a forma
         *     de pagamento, não a aba; sem `status` é a aba 'Todos'.
         */
        get: operations["listFinanceiro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ouvidoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar mensagem à ouvidoria
         * @description Guarda a mensagem, devolve o número de protocolo e o prazo de resposta e envia um e-mail de
         *     confirmação (docs/product-rules.md#d13) ao e-mail cadastrado do dentista: ao endereço informado só quando
         *     é o cadastrado; quando não é, a mensagem da resposta diz para onde a confirmação foi (mascarado).
         *     Limitado por minuto (429).
         */
        post: operations["createOuvidoriaMensagem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notificacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notificações do dentista
         * @description As 50 mais recentes, da mais nova à mais antiga, e quantas ainda não foram lidas.
         */
        get: operations["listNotificacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notificacoes/lidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar notificações como lidas
         * @description Marca as notificações de `ids` (todas, sem `ids`) do dentista logado; devolve quantas restam não lidas.
         */
        post: operations["markNotificacoesLidas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notificacoes/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notificações ao vivo (Server-Sent Events)
         * @description Um fluxo `text/event-stream` que fica aberto enquanto o portal está aberto. A cada decisão da auditoria
         *     sobre um item do dentista chega um evento `notificacao` cujo `data` é um `EventoNotificacao` em JSON;
         *     a cada 25 segundos, um comentário (`: ...`) mantém a conexão viva. Começa com um evento `naoLidas`.
         */
        get: operations["streamNotificacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/fila": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fila de itens à espera de decisão
         * @description Os itens que esperam a operadora (TISS 2: 'Aguardando Aprovação', 'Ativo', 'Auditoria', este quando o
         *     dentista respondeu a um pedido ou recusou uma alteração, e 'Em Junta'), do prazo de resposta mais curto
         *     para o mais longo (os atrasados primeiro). Filtros por dentista (CRO ou nome), beneficiário (nome ou
         *     carteira), procedimento (código TUSS ou descrição), tempo mínimo na fila, faixa do prazo, urgência,
         *     glosa prevista e junta. Só para auditores.
         */
        get: operations["listAuditoriaFila"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/codigos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os códigos da Tabela 38 aptos a cada decisão
         * @description Para cada decisão, os códigos da Tabela 38 que ela aceita, com o texto oficial (dados do servidor,
         *     docs/product-rules.md#authorization-desk): negar (inclui os de elegibilidade 1007, 1017, 1410, 1420 e
         *     3109), pedir documentos, pedir justificativa, autorizar com alteração e negar na junta (3104). Nenhum
         *     código de pendência ou da fase de faturamento nega.
         */
        get: operations["listAuditoriaCodigos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/operacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visão de operações da auditoria
         * @description Os itens que esperam a operadora agora, por faixa do prazo; e, das respostas dadas no período (autorizar,
         *     autorizar com alteração, negar; automáticas incluídas), quantas, a mediana do tempo até a resposta, a
         *     parcela respondida no prazo e a parcela autorizada automaticamente. Sem período, os últimos 30 dias.
         *     Datas no horário de Brasília, inclusive.
         */
        get: operations["getAuditoriaOperacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/glosas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Motivos de negativa (Tabela 38, odontologia)
         * @description Os códigos de glosa odontológicos da Tabela 38 da TUSS com seu texto oficial, para a negativa de um item.
         */
        get: operations["listAuditoriaGlosas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/contas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fila de contas (lotes enviados) para análise
         * @description Os lotes que os dentistas enviaram, para a análise da conta: sem `status`, os que esperam a operadora
         *     ('Enviado', 'Em análise' e 'Analisado', este à espera do pagamento), do envio mais antigo para o mais
         *     novo; com `status`, só os desse passo. Só para auditores.
         */
        get: operations["listAuditoriaContas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/contas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uma conta (lote enviado) com as guias, os itens e as análises
         * @description O lote enviado com o dentista, as guias e os itens como foram faturados, cada um com a sua análise (ou
         *     null), o demonstrativo quando pago. Um lote aberto não é conta: 404. Só para auditores.
         */
        get: operations["getAuditoriaConta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/contas/itens/{id}/analise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analisar um item faturado
         * @description Pagar o valor informado, glosar parte (o valor glosado, maior que zero e menor que o informado) ou glosar
         *     tudo, estes com um código da Tabela 38 da fase de faturamento (`listAuditoriaCodigos` → `glosarConta`)
         *     e uma nota. A primeira análise leva o lote a 'Em análise'; a última, a 'Analisado'; cada passo é datado,
         *     vai ao dentista como notificação. Uma análise registrada não muda: um item já analisado, ou de um lote
         *     que não está em análise, recebe 409.
         */
        post: operations["analyseAuditoriaContaItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/contas/{id}/pagamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pagar uma conta analisada e emitir o demonstrativo
         * @description Registra o pagamento de um lote 'Analisado' (o dia, não no futuro nem antes da análise, e a forma: PIX ou
         *     transferência bancária) e emite o demonstrativo de pagamento TISS `demonstrativoPagamentoOdonto`,
         *     validado contra o XSD da ANS, com informado, processado, glosado, franquia e liberado por item, guia e
         *     lote. O lote fica 'Pago' e o dentista é notificado. Outro passo: 409.
         */
        post: operations["payAuditoriaConta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/recursos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fila de recursos de glosa
         * @description Sem `situacao` (ou `aguardando`), os recursos que esperam a resposta da operadora, do prazo de resposta
         *     mais próximo para o mais distante; `respondido`, os respondidos, o mais recente primeiro. Só para
         *     auditores.
         */
        get: operations["listAuditoriaRecursos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/recursos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um recurso de glosa com os itens, as justificativas, os arquivos e as rodadas anteriores
         * @description Só para auditores.
         */
        get: operations["getAuditoriaRecurso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/recursos/{id}/resposta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Responder a um recurso de glosa
         * @description Cada item do recurso, de uma vez: aceitar (o valor recursado inteiro), aceitar parte (o valor aceito,
         *     maior que zero e menor que o recursado, com a justificativa) ou manter a glosa (com a justificativa). A
         *     resposta é a mensagem TISS `respostaRecursoGlosa`, validada contra o XSD da ANS; o valor aceito entra
         *     como crédito no próximo demonstrativo de pagamento do dentista, que é avisado. Uma resposta registrada
         *     não muda: 409.
         */
        post: operations["answerAuditoriaRecurso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/planos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um plano como o auditor o vê
         * @description O plano com seus arquivos (links assinados), seus itens, o odontograma inicial do beneficiário, o
         *     histórico dos itens e os planos anteriores do mesmo beneficiário, de qualquer dentista. Cada consulta
         *     entra na trilha de acesso a dados de beneficiários. Plano inexistente: 404.
         */
        get: operations["getAuditoriaPlano"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auditoria/itens/{id}/decisao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decidir um item
         * @description Autorizar ('Autorizado', TISS 1), negar com um código da Tabela 38 ('Negado', TISS 3; o motivo é o texto
         *     oficial do código), pedir justificativa técnica ('Aguardando Justificativa', TISS 4) ou documentos
         *     ('Aguardando Documentação', TISS 5). Negar e pedir exigem nota; autorizar aceita uma. Só um item em
         *     análise pode ser decidido: outro status (decidido por outro auditor, por exemplo) recebe 409. A
         *     decisão entra no histórico, gera uma notificação ao dentista e, se as preferências dele permitem, um
         *     e-mail.
         */
        post: operations["decideAuditoriaItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/glossario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Glossário dos status, códigos e regiões
         * @description O que os dois apps explicam na página 'Glossário': os status da solicitação na TISS
         *     (`dm_statusSolicitacao`), os status do produto (plano, item, glosa, lote, financeiro) com o
         *     significado de cada um e os códigos TISS a que correspondem, os códigos da Tabela 38 que a operadora
         *     usa (com o texto oficial e a fase da guia), as regiões da boca (Tabela 42) e as faces do dente.
         *     Dados de referência, sem dado pessoal: público, sem token, e guardável em cache por uma hora.
         */
        get: operations["getGlossario"];
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
         * @description Número do CRO (só dígitos).
         * @example 12345
         */
        Cro: string;
        /**
         * @description Unidade federativa (27 UFs, docs/product-rules.md#d5).
         * @enum {string}
         */
        Uf: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO";
        /**
         * @description Número da carteira do beneficiário, 17 caracteres (exibido 4.4.6-2.1).
         * @example 09000001000001001
         */
        NumeroCarteira: string;
        /**
         * @description CPF só com dígitos (11).
         * @example 52998224725
         */
        Cpf: string;
        /**
         * @description Faces separadas por vírgula: M mesial, D distal, P palatina (superiores) ou L lingual (inferiores),
         *     V vestibular, I incisal (anteriores) ou O oclusal (posteriores); R é a raiz. Um dente tem no máximo
         *     5 faces na coroa (Tabela 32 da TISS), 9 caracteres com as vírgulas ("M,O,D,V,L"); mais que isso é
         *     recusado com 400 e a frase 'Escolha no máximo 5 faces do dente (por exemplo, M,O,D).'.
         * @example M,O
         * @example R
         */
        Faces: string;
        /**
         * @description Dente na numeração FDI (TUSS Tabela 28, `dm_dente`): permanentes 11-48, decíduos 51-85 e os
         *     supranumerários de cada hemiarco (19, 29, 39, 49 permanentes; 59, 69, 79, 89 decíduos).
         * @example 16
         */
        Dente: number;
        /** @description Valor em reais (BRL), com até duas casas decimais. */
        Money: number;
        /**
         * @description Um campo em falta num 400 ou 422 (membro de extensão `invalid-params` da RFC 9457, §3): `name` é o
         *     caminho do campo no corpo (`mensagem`, `itens/0/faces`, `dentes/2/idDente`) ou o nome do parâmetro
         *     de consulta, de caminho ou de cabeçalho; `reason` é a mesma frase em pt-BR que `errors` traz. Os
         *     clientes põem a mensagem junto do campo por `name`, sem comparar textos.
         */
        InvalidParam: {
            /** @example faces */
            name: string;
            /** @example Escolha no máximo 5 faces do dente (por exemplo, M,O,D). */
            reason: string;
        };
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
        /** @description Resposta de sucesso sem dados, com uma mensagem para o usuário. */
        MessageEnvelope: {
            success: boolean;
            data?: null;
            message: string;
            errors?: string[];
        };
        /** @description Erro das consultas v2 de cadastro. */
        LookupErrorEnvelope: {
            /** @constant */
            success: false;
            data: unknown[];
            errorMessage: string;
            /** @description Só em 400, quando a recusa é de um parâmetro: o seu nome e a frase de `errorMessage`. */
            "invalid-params"?: components["schemas"]["InvalidParam"][];
        };
        Paginacao: {
            pagina: number;
            /** @description Itens por página; na lista inteira (sem paginação pedida), o total. */
            tamanhoPagina: number;
            /** @description Total de registros que atendem aos filtros. */
            total: number;
            totalPaginas: number;
        };
        IdEnvelope: {
            success: boolean;
            data: {
                id: number;
            };
            message?: string;
        };
        /**
         * @description Código do dentista no cadastro da operadora, em texto (só dígitos nos dentistas do cadastro). É o
         *     mesmo tipo em `Dentista.id`, `codigoDentistaExecutante`, `codigoDentistaSolicitante` e
         *     `bb0CodigoSolicitante`: o `id` de /v2/dentista vai como está para o novo plano. Na entrada, um número
         *     também é aceito (123 é lido "123").
         * @example 1
         */
        CodigoDentista: string;
        Dentista: {
            id: components["schemas"]["CodigoDentista"];
            cro: components["schemas"]["Cro"];
            uf: components["schemas"]["Uf"];
            nome: string;
        };
        DentistaLookup: {
            success: boolean;
            data: components["schemas"]["Dentista"][];
            errorMessage: string | null;
        };
        DentistaListEnvelope: {
            success: boolean;
            data: components["schemas"]["Dentista"][];
            message?: string;
        };
        /**
         * @description T titular, D dependente.
         * @enum {string}
         */
        TipoBeneficiario: "T" | "D";
        Beneficiario: {
            /**
             * Format: date
             * @description Último dia de validade da carteira. Vencida, nenhum plano novo se abre (glosa 1017).
             */
            validadeCarteira: string;
            /** @description A carteira venceu antes de hoje (horário de Brasília). */
            carteiraVencida: boolean;
            /**
             * Format: date
             * @description Inclusão do beneficiário no plano, de onde contam as carências (Lei 9.656/98, art. 12, V).
             */
            dataInclusao: string;
            /** @description Estado do beneficiário, cujos feriados contam nos prazos de resposta. */
            uf: components["schemas"]["Uf"];
            numeroCarteira: components["schemas"]["NumeroCarteira"];
            tipoBeneficiario: components["schemas"]["TipoBeneficiario"];
            nome: string;
            nomeSocial: string | null;
            /** @description Nome do plano (produto) contratado. */
            nomeProduto: string;
            /** Format: date */
            dataVigenciaPlano: string;
            /** @description Empresa contratante, nos planos coletivos. */
            nomePessoaJuridicaContratantePlanoColetivo: string | null;
            nomeFantasiaOperadora: string;
            cpf: components["schemas"]["Cpf"];
            /**
             * Format: date
             * @description Data de nascimento (ISO 8601, AAAA-MM-DD); null quando o cadastro não a tem. Com ela valem as regras
             *     de idade dos procedimentos (glosa 3003).
             */
            dataNascimento: string | null;
        };
        BeneficiarioLookup: {
            success: boolean;
            data: components["schemas"]["Beneficiario"][];
            errorMessage: string | null;
        };
        BeneficiarioListEnvelope: {
            success: boolean;
            data: components["schemas"]["Beneficiario"][];
            message?: string;
        };
        ProcedimentoResumo: {
            idAuditoriaProcedimento: number;
            /** @description Código TUSS. */
            tuss: string;
            descricao: string;
            /** @description Especialidade do procedimento (tabela TUSS odontológica). */
            especialidade?: string;
            /** @description O que o procedimento pede para ser colocado no plano; null para um código sem regras. */
            regras?: components["schemas"]["RegrasProcedimento"] | null;
        };
        /**
         * @description O que o procedimento pede para ser colocado no plano, da tabela de regras por código TUSS
         *     (docs/product-rules.md#procedure-rules). O seletor pede o local que `sitio` indica, desabilita o que
         *     não se aplica e preenche `idDente`/`faces` ou `arcada`/`hemiArcada`/`sextante`/`regiao` do item.
         */
        RegrasProcedimento: {
            /**
             * @description Onde o procedimento se faz: `boca` a boca toda, sem dente (uma região da Tabela 42 em `regiao` é
             *     opcional); `arcada` uma arcada (`arcada`: AS ou AI); `hemiarcada` um hemiarco (`hemiArcada`: HASD,
             *     HASE, HAID ou HAIE); `sextante` um sextante (`sextante`: S1 a S6); `dente` um dente, sem faces;
             *     `faces` um dente com as faces da coroa; `raiz` a raiz de um dente (face R). Outro local: glosas
             *     1432, 3021, 3022 ou 3023.
             * @enum {string}
             */
            sitio: "boca" | "arcada" | "hemiarcada" | "sextante" | "dente" | "faces" | "raiz";
            /**
             * @description Dentição em que o procedimento se faz (glosa 3024 só decíduo, 3025 só permanente).
             * @enum {string}
             */
            denticao: "permanente" | "decidua" | "ambas";
            /** @description Número de faces que o nome indica, só quando `sitio` é `faces`; fora dele, glosa 3056. */
            faces: components["schemas"]["FacesDoProcedimento"] | null;
            /**
             * @description Classes de canais que o nome indica (uni unirradicular, bi birradicular, multi multirradicular); o
             *     dente escolhido tem de ter uma delas (glosa 3027). null quando o nome não fala de raízes.
             */
            canais: ("uni" | "bi" | "multi")[] | null;
            /** @description Se o procedimento tira o dente da boca (exodontias); realizado, o dente fica ausente. */
            removeDente: boolean;
            /**
             * @description Nos locais de dente (`dente`, `faces`, `raiz`): se o dente tem de estar na boca (`presente`; dente
             *     ausente na situação inicial é glosa 1433), se o procedimento vai no lugar de um dente ausente
             *     (`ausente`, implantes) ou tanto faz (`indiferente`). null nos demais locais.
             * @enum {string|null}
             */
            dente: "presente" | "ausente" | "indiferente" | null;
            /**
             * @description Códigos da Tabela 42 aceitos quando mais estreitos que o local (por exemplo só AS); null quando
             *     qualquer código do local serve.
             */
            regioes: string[] | null;
        };
        /** @description Número de faces aceito ('2 faces' é 2 a 2; '4 faces ou mais' é 4 a 5). */
        FacesDoProcedimento: {
            min: number;
            max: number;
        };
        ProcedimentoLookup: {
            success: boolean;
            data: components["schemas"]["ProcedimentoResumo"][];
            errorMessage: string | null;
        };
        ProcedimentoListEnvelope: {
            success: boolean;
            data: components["schemas"]["ProcedimentoResumo"][];
            message?: string;
        };
        Especialidade: {
            idEspecialidade: number;
            descricao: string;
        };
        EspecialidadeListEnvelope: {
            success: boolean;
            data: components["schemas"]["Especialidade"][];
            message?: string;
        };
        ImagemTipo: {
            idImagemTipo: number;
            descricao: string;
        };
        ImagemTipoLookup: {
            success: boolean;
            data: components["schemas"]["ImagemTipo"][];
            errorMessage: string | null;
        };
        /**
         * @description 0 Rascunho (sem itens), 1 Pendente (algum item em análise ou à espera de resposta; TISS 2),
         *     2 Autorizado (TISS 1), 3 Concluído (todos os autorizados realizados), 4 Cancelado (TISS 6),
         *     5 Autorizado parcialmente (autorizados e negados; TISS 7), 6 Negado (todos negados; TISS 3).
         *     Fora o cancelamento, o servidor o deriva dos itens a cada mudança de um deles.
         * @enum {integer}
         */
        PlanoTratamentoStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6;
        /**
         * @description O status na TISS (`dm_statusSolicitacao`, TISS 4.01.00): 1 Autorizado, 2 Em análise, 3 Negado,
         *     4 Aguardando justificativa técnica do solicitante, 5 Aguardando documentação do prestador,
         *     6 Solicitação cancelada, 7 Autorizado parcialmente.
         */
        StatusTiss: {
            /** @enum {integer} */
            codigo: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /** @example Autorizado parcialmente */
            descricao: string;
        };
        PlanoTratamentoItemEnvelope: {
            success: boolean;
            data: components["schemas"]["PlanoTratamentoItem"];
            message?: string;
        };
        CancelamentoPlano: {
            /** @description Por que o plano é cancelado; fica no plano e aparece para o dentista e para a auditoria. */
            motivo: string;
        };
        /** @description Quando e por que o plano foi cancelado. */
        Cancelamento: {
            /** Format: date-time */
            dtCancelamento: string;
            /** @description O motivo dado ao cancelar; null nos planos cancelados antes de o motivo ser guardado. */
            motivo: string | null;
        };
        RespostaAuditoria: {
            /** @description A justificativa ou a explicação dos documentos enviados. */
            texto: string;
            /** @description Arquivos do plano (enviados antes pelo upload) que acompanham a resposta. */
            idsImagem?: number[];
        };
        /**
         * @description Cada decisão tem a sua lista de códigos da Tabela 38 (`listAuditoriaCodigos`): um código de outra lista
         *     (de pendência ou da fase de faturamento, como 3019, 3051 ou 3067) recebe 422. Num item 'Em Junta',
         *     `autorizar` e `negar` registram o desfecho da junta odontológica, e só o código 3104 nega.
         */
        DecisaoAuditoria: {
            /** @enum {string} */
            decisao: "autorizar" | "autorizarComAlteracao" | "negar" | "solicitarJustificativa" | "solicitarDocumentos";
            /**
             * @description Código da Tabela 38 da lista da decisão; obrigatório ao negar, ao pedir justificativa ou documentos e ao
             *     autorizar com alteração (o motivo da alteração); recusado ao autorizar.
             */
            codigoGlosa?: string;
            /** @description A cláusula contratual ou o fundamento legal da negativa; obrigatório ao negar, recusado nas outras decisões. */
            fundamento?: string;
            alteracao?: components["schemas"]["AlteracaoAutorizada"];
            /** @description Obrigatória ao negar, ao pedir justificativa ou documentos e ao autorizar com alteração. */
            nota?: string;
        };
        /**
         * @description O que a auditoria autoriza no lugar do pedido (obrigatório com `autorizarComAlteracao`, recusado nas
         *     outras decisões): outro código, outras faces, outro dente ou outra região. O que não vem fica como foi
         *     pedido; o local segue as regras do procedimento (um local ilegível recebe 400).
         */
        AlteracaoAutorizada: {
            codTuss?: string;
            idDente?: components["schemas"]["Dente"];
            faces?: components["schemas"]["Faces"];
            /** @description Código da Tabela 42 (arcada, hemiarco, sextante ou região). */
            regiao?: string;
        };
        ProcedimentoDoItem: {
            codTuss: string;
            descricao: string;
            idDente: number | null;
            faces: string | null;
            regiao: string | null;
        };
        /** @description Uma autorização com alteração, com o que foi pedido e o que foi autorizado, e a resposta do dentista. */
        AlteracaoDoItem: {
            pedido: components["schemas"]["ProcedimentoDoItem"];
            autorizado: components["schemas"]["ProcedimentoDoItem"];
            /** @description O código da Tabela 38 que explica a alteração. */
            codigoGlosa: string;
            /** @description O texto oficial do código. */
            motivo: string;
            nota: string;
            /** @enum {string} */
            situacao: "proposta" | "aceita" | "recusada";
            /** Format: date-time */
            propostaEm: string;
            /** Format: date-time */
            respondidaEm: string | null;
        };
        /**
         * @description Em dias úteis restantes: atrasado (< 0), vence-hoje (0), ate-2-dias (1 ou 2), no-prazo (3 ou mais).
         * @enum {string}
         */
        FaixaPrazo: "atrasado" | "vence-hoje" | "ate-2-dias" | "no-prazo";
        /**
         * @description O prazo de resposta da operadora (RN 566/2022): dias úteis desde a solicitação, com os feriados nacionais
         *     e os do estado do beneficiário; 7 dias úteis para o atendimento odontológico eletivo, imediato na
         *     urgência (docs/product-rules.md#authorization-desk). `diasUteisRestantes` e `faixa` só enquanto o item
         *     espera a operadora; enquanto espera o dentista, o relógio fica parado quando a regra da operadora assim
         *     diz (`pausado`).
         */
        PrazoDoItem: {
            /**
             * Format: date-time
             * @description Quando o item foi solicitado; nunca muda.
             */
            solicitadoEm: string;
            /**
             * Format: date-time
             * @description O fim do último dia útil do prazo (horário de Brasília), somados os dias úteis em que o relógio parou.
             */
            prazoResposta: string;
            /** @description O prazo do grupo do procedimento, em dias úteis (0 na urgência). */
            diasUteis: number;
            urgente: boolean;
            /** @description Dias úteis até o prazo (negativo quando atrasado); null quando o item não espera a operadora. */
            diasUteisRestantes: number | null;
            faixa: components["schemas"]["FaixaPrazo"] | null;
            /** @description O item espera o dentista e o relógio está parado. */
            pausado: boolean;
            /**
             * Format: date-time
             * @description A primeira resposta final da operadora (autorização, com ou sem alteração, ou negativa).
             */
            respondidoEm: string | null;
            respondidoNoPrazo: boolean | null;
        };
        /** @description O procedimento de um item, como estava no plano quando o status mudou. */
        ProcedimentoDoHistorico: {
            /** @example 85100200 */
            codTuss: string;
            /** @example Restauração em resina fotopolimerizável 2 faces */
            descricao: string;
            /**
             * @description Dente FDI (Tabela 28); null quando o procedimento é numa região ou na boca.
             * @example 16
             */
            idDente: number | null;
            /**
             * @description Faces separadas por vírgula; null quando o procedimento não tem faces.
             * @example M,O
             */
            faces: string | null;
            /** @description Código da Tabela 42 da região (arcada, hemiarcada, sextante ou região) do procedimento; null num dente ou na boca toda. */
            regiao: string | null;
        };
        AutorHistorico: {
            nome: string;
            cro: string;
            uf: string;
            /**
             * @description Sistema quando a mudança foi automática (urgência ou autorização automática).
             * @enum {string}
             */
            papel: "Dentista" | "Auditor" | "Sistema";
        };
        /** @description Uma mudança de status de um item (de `null` quando o item nasce; para 'Removido' quando sai do plano). */
        ItemHistorico: {
            idHistorico: number;
            idProcedimentoItem: number;
            /** @description O procedimento do item e o seu lugar na boca no momento da mudança: nomeia também um item que já saiu do plano. `null` nas mudanças registradas antes de o histórico guardá-lo. */
            procedimento: components["schemas"]["ProcedimentoDoHistorico"] | null;
            /** Format: date-time */
            dtEvento: string;
            autor: components["schemas"]["AutorHistorico"];
            de: components["schemas"]["ItemStatus"] | null;
            /** @description O novo status (ItemStatus), ou 'Removido'. */
            para: string;
            statusTiss: components["schemas"]["StatusTiss"] | null;
            codigoGlosa: string | null;
            /** @description Texto oficial do código da Tabela 38, ao negar. */
            motivo: string | null;
            /** @description A nota do auditor, ou o texto da resposta, da recusa de uma alteração ou da contestação do dentista. */
            nota: string | null;
            /** @description A cláusula contratual ou o fundamento legal de uma negativa. */
            fundamento: string | null;
            /** @description A mudança foi da regra de autorização automática, não de uma pessoa (autor 'Sistema'). */
            automatico: boolean;
            /** @description Os arquivos que acompanharam uma resposta do dentista. */
            arquivos: {
                idImagem: number;
                nomeArquivoOriginal: string;
            }[];
        };
        HistoricoEnvelope: {
            success: boolean;
            data: components["schemas"]["ItemHistorico"][];
            message?: string;
        };
        /**
         * @description Um aviso ao dentista: uma decisão sobre um item (`idPlanoTratamento` e `idProcedimentoItem`) ou um passo
         *     de um lote de faturamento (`idLote`; o plano e o item vêm null).
         */
        Notificacao: {
            idNotificacao: number;
            /** Format: date-time */
            dtCriacao: string;
            /** @example Procedimento negado */
            titulo: string;
            texto: string;
            idPlanoTratamento: number | null;
            idProcedimentoItem: number | null;
            idLote: number | null;
            lida: boolean;
        };
        Notificacoes: {
            itens: components["schemas"]["Notificacao"][];
            naoLidas: number;
        };
        NotificacoesEnvelope: {
            success: boolean;
            data: components["schemas"]["Notificacoes"];
            message?: string;
        };
        /** @description O `data` de um evento `notificacao` do fluxo de notificações. */
        EventoNotificacao: {
            naoLidas: number;
            notificacao: components["schemas"]["Notificacao"];
        };
        MarcarLidas: {
            ids?: number[];
        };
        NaoLidasEnvelope: {
            success: boolean;
            data: {
                naoLidas: number;
            };
            message?: string;
        };
        /** @description Um item em análise, com o dentista, o beneficiário e desde quando espera. */
        ItemFila: {
            prazo: components["schemas"]["PrazoDoItem"];
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            codTuss: string;
            descricao: string;
            idDente: number | null;
            faces: string | null;
            /** @description O código da Tabela 42 do item (arcada, hemiarco, sextante ou região), quando não é num dente. */
            regiao: string | null;
            audiStatus: components["schemas"]["ItemStatus"];
            statusTiss: components["schemas"]["StatusTiss"];
            dentistaNome: string;
            dentistaCro: string;
            dentistaUf: string;
            beneficiarioNome: string;
            numeroCarteira: string;
            /**
             * Format: date-time
             * @description Quando o item entrou na fila (criado, ou devolvido pela resposta do dentista).
             */
            naFilaDesde: string;
            diasNaFila: number;
            /** @description As glosas que as regras previam quando o item foi solicitado (vazia quando nenhuma). */
            glosasPrevistas: components["schemas"]["GlosaPrevista"][];
            /** @description A justificativa técnica com que o dentista enviou o item, ou null. */
            justificativa: string | null;
        };
        FilaAuditoria: {
            itens: components["schemas"]["ItemFila"][];
            total: number;
            pagina: number;
            tamanhoPagina: number;
        };
        FilaAuditoriaEnvelope: {
            success: boolean;
            data: components["schemas"]["FilaAuditoria"];
            message?: string;
        };
        GlosaCodigo: {
            codigo: string;
            descricao: string;
        };
        RespostaAlteracao: {
            aceitar: boolean;
            /** @description Obrigatório ao recusar. */
            texto?: string;
        };
        Contestacao: {
            texto: string;
        };
        CodigosPorDecisao: {
            /** @description Os códigos da fase de faturamento, para glosar um item na análise da conta (como 3067). */
            glosarConta: components["schemas"]["GlosaCodigo"][];
            negar: components["schemas"]["GlosaCodigo"][];
            solicitarDocumentos: components["schemas"]["GlosaCodigo"][];
            solicitarJustificativa: components["schemas"]["GlosaCodigo"][];
            autorizarComAlteracao: components["schemas"]["GlosaCodigo"][];
            negarEmJunta: components["schemas"]["GlosaCodigo"][];
        };
        CodigosPorDecisaoEnvelope: {
            success: boolean;
            data: components["schemas"]["CodigosPorDecisao"];
            message?: string;
        };
        OperacoesAuditoria: {
            /** Format: date */
            de: string;
            /** Format: date */
            ate: string;
            /** @description Os itens que esperam a operadora agora. */
            pendentes: {
                total: number;
                atrasado: number;
                venceHoje: number;
                ate2Dias: number;
                noPrazo: number;
                emJunta: number;
                /** @description Itens com um pedido ou uma alteração à espera do dentista. */
                aguardandoDentista: number;
            };
            /** @description As primeiras respostas finais dadas no período. */
            respostas: {
                total: number;
                autorizados: number;
                autorizadosComAlteracao: number;
                negados: number;
                automaticos: number;
                noPrazo: number;
                /** @description De 0 a 100, com uma casa; null sem respostas no período. */
                percentualNoPrazo: number | null;
                percentualAutomatico: number | null;
                /** @description Mediana das horas entre a solicitação e a resposta (com uma casa). */
                medianaHoras: number | null;
            };
        };
        OperacoesAuditoriaEnvelope: {
            success: boolean;
            data: components["schemas"]["OperacoesAuditoria"];
            message?: string;
        };
        GlosaCodigosEnvelope: {
            success: boolean;
            data: components["schemas"]["GlosaCodigo"][];
            message?: string;
        };
        /** @description Um plano anterior do mesmo beneficiário, de qualquer dentista. */
        PlanoAnterior: {
            idPlanoTratamento: number;
            /** Format: date-time */
            dtCriacao: string;
            status: components["schemas"]["PlanoTratamentoStatus"];
            statusTiss: components["schemas"]["StatusTiss"] | null;
            dentistaNome: string;
            itens: components["schemas"]["PlanoTratamentoItem"][];
        };
        PlanoAuditoria: {
            plano: components["schemas"]["PlanoTratamento"];
            itens: components["schemas"]["PlanoTratamentoItem"][];
            /** @description A versão da situação inicial que o plano leva (a mesma de `situacaoInicial.versao`). */
            odontogramaInicial: components["schemas"]["OdontogramaInicial"];
            situacaoInicial: components["schemas"]["SituacaoInicialDoPlano"];
            historico: components["schemas"]["ItemHistorico"][];
            planosAnteriores: components["schemas"]["PlanoAnterior"][];
            /**
             * @description Por item, os códigos da Tabela 38 que cabem no seu procedimento, do mais ao menos indicado: as glosas
             *     que as regras do procedimento previram para o item, depois os códigos do seu local (faces, dente ou
             *     região). O console os lista primeiro na escolha do motivo, entre os aptos para a decisão.
             */
            indicacoes: components["schemas"]["IndicacaoDeCodigos"][];
            /**
             * @description Itens deste plano à espera de decisão da operadora cujo procedimento (o mesmo código TUSS), no mesmo
             *     dente e faces ou na mesma região, também espera decisão em outro plano do mesmo beneficiário (não
             *     cancelado).
             */
            pendentesIguais: components["schemas"]["PendenteIgual"][];
        };
        IndicacaoDeCodigos: {
            idProcedimentoItem: number;
            codigos: string[];
        };
        PendenteIgual: {
            /** @description O item deste plano. */
            idProcedimentoItem: number;
            /** @description O outro plano, em que o mesmo procedimento espera decisão. */
            idPlanoTratamento: number;
            /** @description O item pendente do outro plano. */
            idProcedimentoItemIgual: number;
        };
        PlanoAuditoriaEnvelope: {
            success: boolean;
            data: components["schemas"]["PlanoAuditoria"];
            message?: string;
        };
        /**
         * @description Status de auditoria do item, com o seu código TISS (`statusTiss`). Nasce 'Aguardando Aprovação' (TISS 2);
         *     a auditoria o leva a 'Autorizado' (1), 'Negado' (3), 'Aguardando Justificativa' (4) ou 'Aguardando
         *     Documentação' (5); a resposta do dentista a um pedido o devolve à fila como 'Auditoria' (2); o
         *     fechamento leva 'Autorizado' a 'Realizado' (1). 'Ativo' vem de dados antigos e vale como 'Aguardando
         *     Aprovação'. Uma autorização com alteração espera o aceite do dentista em 'Aguardando Aceite' (TISS 2):
         *     aceita, o item fica 'Autorizado' com o procedimento alterado; recusada, volta à fila como 'Auditoria'. Um
         *     item negado que o dentista contesta fica 'Em Junta' (TISS 2) até a operadora registrar o desfecho da junta
         *     odontológica (RN 424/2017): 'Autorizado' ou 'Negado' com o código 3104. As mudanças permitidas são uma
         *     tabela no servidor (src/ciclo-de-vida/ciclo-de-vida.ts).
         * @enum {string}
         */
        ItemStatus: "Aguardando Aprovação" | "Auditoria" | "Aguardando Aceite" | "Em Junta" | "Aguardando Justificativa" | "Aguardando Documentação" | "Autorizado" | "Realizado" | "Negado" | "Ativo";
        PlanoImagem: {
            idImagem: number;
            nomeArquivoOriginal: string;
            /**
             * @description URL assinada (15 minutos, enquanto durar a sessão) que serve o arquivo sem autorização.
             * @example /api/v2/planoTratamento/imagens/88/arquivo?expira=1795271400&sessao=0b6f1c9e&assinatura=3sQ0
             */
            absolutePath: string;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/gif" | "image/tiff" | "application/pdf";
            /** @description Tamanho em bytes. */
            tamanho: number;
            /** Format: date-time */
            dtCriacao: string;
            imagemTipo: components["schemas"]["ImagemTipo"];
            /** @description O item de que o arquivo é a documentação final, ou null. */
            idProcedimentoItem?: number | null;
        };
        /** @description Uma linha da lista de planos. */
        PlanoTratamentoResumo: {
            idPlanoTratamento: number;
            /** Format: date-time */
            dtCriacao: string;
            /**
             * Format: date-time
             * @description Criação mais 60 dias.
             */
            dtValidade: string;
            status: components["schemas"]["PlanoTratamentoStatus"];
            /** @description O status do plano na TISS, derivado dos itens; null num rascunho. */
            statusTiss: components["schemas"]["StatusTiss"] | null;
            ba3MatAnt: components["schemas"]["NumeroCarteira"];
            /** @description Nome do beneficiário. */
            nome: string;
            nomeSocial: string | null;
            /** @description Nome do plano (produto) do beneficiário. */
            plano: string;
            empresa: string | null;
            dentistaExecutanteCro: components["schemas"]["Cro"];
            dentistaExecutanteCroUf: components["schemas"]["Uf"];
            dentistaExecutanteNome: string;
        };
        /** @description Um plano de tratamento com seus arquivos. */
        PlanoTratamento: {
            valores: components["schemas"]["ValoresDoPlano"];
            idPlanoTratamento: number;
            /** Format: date-time */
            dtCriacao: string;
            /**
             * Format: date-time
             * @description Criação mais 60 dias.
             */
            dtValidade: string;
            status: components["schemas"]["PlanoTratamentoStatus"];
            /** @description O status do plano na TISS, derivado dos itens; null num rascunho. */
            statusTiss: components["schemas"]["StatusTiss"] | null;
            ba3MatAnt: components["schemas"]["NumeroCarteira"];
            /** @description Nome do beneficiário. */
            nome: string;
            nomeSocial: string | null;
            plano: string;
            empresa: string | null;
            /** @description Código do dentista executante no cadastro da operadora (nome herdado do sistema de origem). */
            bb0CodigoSolicitante: components["schemas"]["CodigoDentista"];
            dentistaExecutanteCro: components["schemas"]["Cro"];
            dentistaExecutanteCroUf: components["schemas"]["Uf"];
            dentistaExecutanteNome: string;
            dentistaSolicitanteCro: string | null;
            dentistaSolicitanteCroUf: string | null;
            dentistaSolicitanteNome: string | null;
            imagens: components["schemas"]["PlanoImagem"][];
            /** @description Quando e por que o plano foi cancelado; null num plano que não foi. */
            cancelamento: components["schemas"]["Cancelamento"] | null;
        };
        PlanoTratamentoEnvelope: {
            success: boolean;
            data: components["schemas"]["PlanoTratamento"] | null;
            message?: string;
        };
        PlanoTratamentoListEnvelope: {
            success: boolean;
            data: components["schemas"]["PlanoTratamentoResumo"][];
            paginacao: components["schemas"]["Paginacao"];
            message?: string;
        };
        /** @description Plano da v1 (forma não mostrada na especificação); o plano v2 com os itens embutidos. */
        PlanoTratamentoV1: {
            idPlanoTratamento: number;
            /** Format: date-time */
            dtCriacao: string;
            /** Format: date-time */
            dtValidade: string;
            status: components["schemas"]["PlanoTratamentoStatus"];
            /** @description O status do plano na TISS, derivado dos itens; null num rascunho. */
            statusTiss: components["schemas"]["StatusTiss"] | null;
            ba3MatAnt: components["schemas"]["NumeroCarteira"];
            nome: string;
            plano: string;
            empresa: string | null;
            dentistaExecutanteCro: components["schemas"]["Cro"];
            dentistaExecutanteCroUf: components["schemas"]["Uf"];
            dentistaExecutanteNome: string;
            dentistaSolicitanteCro?: string | null;
            dentistaSolicitanteCroUf?: string | null;
            dentistaSolicitanteNome?: string | null;
            itens: components["schemas"]["PlanoTratamentoItem"][];
        };
        PlanoTratamentoV1Envelope: {
            success: boolean;
            data: components["schemas"]["PlanoTratamentoV1"];
            message?: string;
        };
        /**
         * @description Um item do plano, no local que o procedimento pede: dente (`idDente`, com `faces` quando o procedimento
         *     é nas faces ou na raiz) ou região (`arcada`, `hemiArcada`, `sextante` ou `regiao`, códigos da Tabela
         *     42); os campos que não se aplicam vêm null.
         */
        PlanoTratamentoItem: {
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            valores: components["schemas"]["ValoresDoItem"];
            /** @description A realização registrada ('Realizado'), ou null. */
            realizacao: components["schemas"]["RealizacaoDoItem"] | null;
            /** @description A documentação final que a tabela de regras pede para o procedimento, ou null quando não pede. */
            documentacaoFinal: components["schemas"]["DocumentacaoFinal"] | null;
            prazo: components["schemas"]["PrazoDoItem"];
            /**
             * @description Autorizado na criação, sem passar pela fila: 'urgencia' ou 'baixa-complexidade'; null quando não.
             * @enum {string|null}
             */
            autorizacaoAutomatica: "urgencia" | "baixa-complexidade" | null;
            /** @description A cláusula contratual ou o fundamento legal de um item negado. */
            fundamento: string | null;
            /** @description A última autorização com alteração do item, ou null. */
            alteracao: components["schemas"]["AlteracaoDoItem"] | null;
            /**
             * @description As glosas que as regras previam quando o item foi solicitado, como o dentista as viu (vazia quando
             *     nenhuma): registro da solicitação, nunca reescrito.
             */
            glosasPrevistas: components["schemas"]["GlosaPrevista"][];
            /** @description A justificativa técnica com que o dentista enviou o item, ou null. */
            justificativa: string | null;
            idDente: components["schemas"]["Dente"] | null;
            codTuss: string;
            descricao: string;
            especialidade?: string;
            faces: components["schemas"]["Faces"] | null;
            /** @description Arcada (Tabela 42): AS superior, AI inferior. */
            arcada: string | null;
            /** @description Hemiarco (Tabela 42): HASD, HASE, HAID, HAIE. */
            hemiArcada: string | null;
            /** @description Sextante (Tabela 42): S1 a S6. */
            sextante: string | null;
            /** @description Outra região da Tabela 42 (por exemplo LG língua, PA palato). */
            regiao: string | null;
            audiStatus: components["schemas"]["ItemStatus"];
            statusTiss: components["schemas"]["StatusTiss"];
            /** @description Código da Tabela 38 de um item negado. */
            audiCodigoGlosa: string | null;
            /**
             * @description Motivo da última decisão da auditoria: o texto oficial do código da Tabela 38 ao negar (seguido da
             *     nota do auditor), ou a nota de um pedido de justificativa ou documentos.
             */
            audiMotivoStatus: string | null;
            /** Format: date-time */
            dtCriacao: string;
        };
        PlanoTratamentoItemListEnvelope: {
            success: boolean;
            data: components["schemas"]["PlanoTratamentoItem"][];
            message?: string;
        };
        /**
         * @description Campos da especificação. Só `matriculaBeneficiario` é obrigatório: beneficiário, plano e empresa são
         *     lidos do cadastro pela carteira; o executante é o dentista logado; operadora, ponto de atendimento, CNES
         *     e observação vêm da configuração do servidor. Sem solicitante, o solicitante é o executante.
         *     Também aceito (compatibilidade, ver a descrição da API): códigos como número e `""` nos campos
         *     opcionais, como ausentes (campos do solicitante vazios: o solicitante é o executante).
         */
        NovoPlanoTratamento: {
            nome?: string;
            nomePlano?: string;
            temCooparticipacao?: boolean;
            percentualCooparticipacao?: number;
            nomeEmpresa?: string | null;
            nomeOperadoraOrigem?: string;
            codigoOperadoraOrigem?: string;
            matriculaBeneficiario: components["schemas"]["NumeroCarteira"];
            codigoDentistaExecutante?: components["schemas"]["CodigoDentista"];
            nomeDentistaExecutante?: string;
            croDentistaExecutante?: string;
            ufCroDentistaExecutante?: string;
            codigoDentistaSolicitante?: components["schemas"]["CodigoDentista"] | null;
            nomeDentistaSolicitante?: string | null;
            croDentistaSolicitante?: string | null;
            ufCroDentistaSolicitante?: components["schemas"]["Uf"] | null;
            codigoPontoAtendimento?: string;
            codigoCnes?: string;
            nomePontoAtendimento?: string;
            observacoesPlanoTratamento?: string;
            usuarioCriacao?: string;
        };
        /**
         * @description Campos da especificação. Obrigatórios: plano (`idPlanoTratamento`) e procedimento; o local é o que as
         *     regras do procedimento pedem (`regras.sitio` do resumo de procedimentos): nada (boca), uma região em
         *     `arcada`, `hemiArcada`, `sextante` ou `regiao` (códigos da Tabela 42), ou `idDente` com `faces` (faces
         *     da coroa, ou R na raiz) quando o procedimento é nas faces ou na raiz. O servidor confere as faces do
         *     dente e as regras. Status, regras de aprovação, quantidade e valor de uso são decididos pelo servidor.
         *     Só na validação (`POST /v2/planoTratamentoItens/validacao`) de um item de um plano ainda não criado,
         *     `matriculaBeneficiario` vem no lugar de `idPlanoTratamento`: um dos dois, nunca ambos; a criação exige
         *     `idPlanoTratamento` e recusa `matriculaBeneficiario` com 400.
         *     Também aceito (compatibilidade, ver a descrição da API): os inteiros e números como texto
         *     (`idDente: "26"`, `qtdeUso: "10"`, `idFormaAtendimento: "1"`) e `""` nos campos opcionais, como
         *     ausentes (`audiStatus: ""` é 'Aguardando Aprovação').
         */
        NovoPlanoTratamentoItem: {
            /** @description O plano do item. Obrigatório na criação. */
            idPlanoTratamento?: number;
            /** @description Só na validação, para um plano ainda não criado: a carteira do beneficiário, no lugar do plano. */
            matriculaBeneficiario?: components["schemas"]["NumeroCarteira"];
            idAudiProcedimento: number;
            especialidade?: string;
            codTuss: string;
            descricao?: string;
            idFormaAtendimento?: number;
            idPlanoTratamentoProcedimentoStatus?: number;
            /** @description O dente, quando o procedimento é num dente (`regras.sitio` dente, faces ou raiz). */
            idDente?: components["schemas"]["Dente"] | null;
            /** @description As faces, quando o procedimento é nas faces (da coroa) ou na raiz (R). */
            faces?: components["schemas"]["Faces"] | null;
            /** @description Arcada (Tabela 42), quando o procedimento é numa arcada (AS superior, AI inferior). */
            arcada?: string | null;
            /** @description Hemiarco (Tabela 42), quando o procedimento é num hemiarco (HASD, HASE, HAID, HAIE). */
            hemiArcada?: string | null;
            /** @description Sextante (Tabela 42), quando o procedimento é num sextante (S1 a S6). */
            sextante?: string | null;
            /** @description Outra região da Tabela 42, opcional num procedimento da boca (por exemplo LG língua). */
            regiao?: string | null;
            /** @description Padrão 1. Também aceito como texto de dígitos ("10"). */
            qtdeUso?: number;
            vlrUso?: number;
            tipoAprovacao?: string | null;
            idRegraAprovacao?: number | null;
            idIntercambio?: number | null;
            procedimentoItemObs?: string;
            justificativa?: components["schemas"]["JustificativaTecnica"];
            /** @description Decidido pelo servidor (o item nasce 'Aguardando Aprovação'); `""` é aceito como ausente. */
            audiStatus?: components["schemas"]["ItemStatus"];
            audiMotivoStatus?: string | null;
            /** @description Duplicata de `idRegraAprovacao` com outra grafia, como o portal original envia. */
            IdRegraAprovacao?: number | null;
            usuarioAtualizacao?: string;
        };
        ItemCriadoEnvelope: {
            success: boolean;
            data: {
                idProcedimentoItem: number;
            };
            message?: string;
        };
        /**
         * @description Justificativa técnica do dentista para um item com glosas previstas (não bloqueantes): ao menos 20
         *     caracteres sem contar espaços nas pontas (`x-min-length`, a única declaração desse mínimo; o servidor e
         *     o portal o leem daqui, pelos tipos gerados), até 500 (TISS `st_texto500`). Obrigatória na criação
         *     quando as regras preveem glosa; fica no item, vai para a auditoria ao lado das glosas previstas e para
         *     a `observacao` da guia TISS. Ignorada na validação.
         */
        JustificativaTecnica: string;
        /** @description Uma glosa que o item receberia pelas regras do procedimento (docs/product-rules.md#procedure-rules). */
        GlosaPrevista: {
            /**
             * @description Código do motivo de glosa na Tabela 38 da TUSS.
             * @example 3056
             */
            codigo: string;
            /** @description Texto oficial do código na Tabela 38. */
            descricao: string;
            /** @description Como corrigir o item, em pt-BR. */
            correcao: string;
            /**
             * @description O campo do item em que está o problema, quando a glosa é de um campo só (o dente, as faces, a
             *     região); ausente quando é do item como um todo (idade, outro item do plano, intervalo).
             * @enum {string}
             */
            campo?: "idDente" | "faces" | "arcada" | "hemiArcada" | "sextante" | "regiao";
            /**
             * @description true quando o item não pode ser lido (código fora da TUSS 3001, dente fora da Tabela 28 3022,
             *     região fora da Tabela 42 3021, face que o dente não tem ou repetida 3023): a criação o recusa.
             *     false em todas as outras: uma previsão; o dentista pode enviar o item com uma justificativa
             *     técnica (`justificativa`), e a auditoria decide.
             */
            bloqueante: boolean;
        };
        GlosaPrevistaListEnvelope: {
            success: boolean;
            data: components["schemas"]["GlosaPrevista"][];
            message?: string;
        };
        /**
         * @description Item recusado pelas regras do procedimento: o envelope de erro, com uma frase por glosa em `errors`
         *     ("Glosa 3056: ...") e as glosas em campos em `glosas`.
         */
        ItemRecusadoEnvelope: {
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
            glosas?: components["schemas"]["GlosaPrevista"][];
        };
        /**
         * @description Condição de um dente na situação inicial: as de `dm_condicaoClinica` (A ausente, E extração indicada,
         *     H hígido, C cariado, R restaurado) ou N, não avaliado (fica fora do anexo da GTO).
         * @enum {string}
         */
        CondicaoSituacaoInicial: "A" | "E" | "H" | "C" | "R" | "N";
        DenteSituacaoInicial: {
            idDente: components["schemas"]["Dente"];
            condicao: components["schemas"]["CondicaoSituacaoInicial"];
            /**
             * Format: date
             * @description Data em que a condição foi registrada.
             */
            dataRegistro: string;
        };
        /**
         * @description Uma versão da situação inicial de um beneficiário: número, autor, data, respostas e um registro por
         *     dente (dentes sem registro ficam de fora). Sem nada registrado, `versao` e o resto são nulos.
         */
        OdontogramaInicial: {
            numeroCarteira: components["schemas"]["NumeroCarteira"];
            /** @description Número da versão (1, 2...) do beneficiário. */
            versao: number | null;
            /** @description Nome do dentista que registrou a versão. */
            registradoPor: string | null;
            /**
             * Format: date-time
             * @description Quando a versão foi registrada.
             */
            registradoEm: string | null;
            /** @description Doença periodontal? Nulo quando não respondido. */
            doencaPeriodontal: boolean | null;
            /** @description Alteração de tecido mole? Nulo quando não respondido. */
            alteracaoTecidoMole: boolean | null;
            /** @description Observação do dentista; nula quando não respondida. */
            observacao: string | null;
            dentes: components["schemas"]["DenteSituacaoInicial"][];
        };
        OdontogramaInicialEnvelope: {
            success: boolean;
            data: components["schemas"]["OdontogramaInicial"];
            message?: string;
        };
        /**
         * @description Uma das respostas da situação inicial.
         * @enum {string}
         */
        RespostaSituacaoInicial: "doencaPeriodontal" | "alteracaoTecidoMole" | "observacao";
        /** @description O que mudou da versão do plano até a mais recente. */
        AlteracoesSituacaoInicial: {
            /** @description A versão mais recente, comparada à do plano. */
            versao: number;
            /** @description Dentes registrados na mais recente e não na do plano. */
            dentesIncluidos: components["schemas"]["DenteSituacaoInicial"][];
            /** @description Dentes cuja condição mudou. */
            dentesAlterados: {
                idDente: components["schemas"]["Dente"];
                antes: components["schemas"]["CondicaoSituacaoInicial"];
                depois: components["schemas"]["CondicaoSituacaoInicial"];
            }[];
            /** @description Dentes registrados na do plano e não na mais recente. */
            dentesRemovidos: components["schemas"]["DenteSituacaoInicial"][];
            respostasAlteradas: components["schemas"]["RespostaSituacaoInicial"][];
        };
        /** @description A versão da situação inicial que a guia do plano leva, se está completa e o que mudou desde ela. */
        SituacaoInicialDoPlano: {
            idPlanoTratamento: number;
            /** @description Verdadeiro quando a versão foi congelada para o plano; falso quando é só a mais recente. */
            congelada: boolean;
            versao: components["schemas"]["OdontogramaInicial"];
            /** @description Se a versão basta para emitir a GTO. */
            completa: boolean;
            /**
             * @description Posições sem registro, pelo dente permanente (18 quer dizer nem 18 nem, nas posições 1 a 5, o
             *     decíduo dela).
             */
            posicoesSemRegistro: components["schemas"]["Dente"][];
            /** @description Respostas obrigatórias ainda sem resposta (a observação é opcional). */
            respostasFaltando: components["schemas"]["RespostaSituacaoInicial"][];
            /** @description O número da versão mais recente registrada pelo dentista do plano; nulo sem nada registrado por ele. */
            versaoMaisRecente: number | null;
            /** @description O que mudou desde a versão do plano; nulo quando ela é a mais recente. */
            alteracoesDesde: components["schemas"]["AlteracoesSituacaoInicial"] | null;
        };
        SituacaoInicialDoPlanoEnvelope: {
            success: boolean;
            data: components["schemas"]["SituacaoInicialDoPlano"];
            message?: string;
        };
        /** @description A situação inicial inteira, cada dente uma vez, e as respostas; vira uma nova versão. */
        NovoOdontogramaInicial: {
            dentes: {
                idDente: components["schemas"]["Dente"];
                condicao: components["schemas"]["CondicaoSituacaoInicial"];
                /**
                 * Format: date
                 * @description Data do registro (não futura); hoje quando não enviada.
                 */
                dataRegistro?: string;
            }[];
            /** @description Doença periodontal? Ausente ou nulo, sem resposta. */
            doencaPeriodontal?: boolean | null;
            /** @description Alteração de tecido mole? Ausente ou nulo, sem resposta. */
            alteracaoTecidoMole?: boolean | null;
            /** @description Observação (até 1000 caracteres); ausente ou nula, sem resposta. */
            observacao?: string | null;
        };
        UploadImagemMultipart: {
            /** @description O arquivo (JPEG, PNG, GIF, TIFF ou PDF, até 2 MB); o nome da parte vira nomeArquivoOriginal. */
            file: unknown;
            /** @description Código do tipo de imagem (campo de texto do formulário). */
            IdImagemTipo: string;
            /** @description Quem enviou (o CRO); o servidor registra o dentista logado. */
            IdUsuario?: string;
            /**
             * @description Opcional: o item realizado de que o arquivo é a documentação final (campo de texto do formulário); o
             *     item tem de ser do plano e estar 'Realizado', e o tipo de imagem o que a tabela de regras pede.
             */
            IdProcedimentoItem?: string;
        };
        UploadImagemJson: {
            IdImagemTipo: number;
            /** @description Tipo declarado; o servidor decide pelo conteúdo. */
            ContentType: string;
            /** @description Conteúdo em base64, sem o prefixo `data:...;base64,`. */
            Data: string;
            /** @description Nome original do arquivo (opcional; padrão 'arquivo' com a extensão do tipo). */
            NomeArquivo?: string;
            /** @description Quem enviou (o CRO); o servidor registra o dentista logado. */
            IdUsuario?: string;
            /**
             * @description Opcional: o item realizado de que o arquivo é a documentação final; o item tem de ser do plano e estar
             *     'Realizado', e o tipo de imagem o que a tabela de regras pede.
             */
            IdProcedimentoItem?: number;
        };
        UploadEnvelope: {
            success: boolean;
            data: {
                idImagem: number;
            };
            message?: string;
        };
        /**
         * @description O valor do procedimento na tabela de preços da operadora para o produto do beneficiário, vigente na data
         *     de realização (antes dela, na data da solicitação), multiplicado pela quantidade; a coparticipação é a
         *     parte que o beneficiário paga ao dentista no consultório (a franquia da TISS, pelo percentual do produto);
         *     a operadora paga o restante.
         */
        ValoresDoItem: {
            valor: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            valorOperadora: components["schemas"]["Money"];
        };
        /**
         * @description As somas dos itens que a operadora não negou (os aguardando decisão entram como previsão), e o
         *     percentual de coparticipação do produto do beneficiário (0 quando o produto não tem).
         */
        ValoresDoPlano: {
            valor: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            valorOperadora: components["schemas"]["Money"];
            percentualCoparticipacao: number;
        };
        /** @description A realização registrada pelo dentista e o lote em que o item foi ou será faturado. */
        RealizacaoDoItem: {
            /**
             * Format: date
             * @description O dia em que o procedimento foi feito (America/Sao_Paulo).
             */
            dataRealizacao: string;
            /** Format: date-time */
            registradaEm: string;
            idLote: number;
            numeroLote: string;
            /** @description A análise da conta pela operadora; null enquanto o item não foi analisado. */
            analise: components["schemas"]["AnaliseDaConta"] | null;
        };
        /**
         * @description pagar: paga o valor informado; glosarParte: glosa parte do valor (o resto é liberado); glosarTudo: glosa
         *     o valor inteiro.
         * @enum {string}
         */
        DecisaoDaConta: "pagar" | "glosarParte" | "glosarTudo";
        /**
         * @description A análise de um item faturado pela operadora (fase de faturamento): o valor informado no lote, o glosado
         *     e o liberado (informado - glosado), com o código da Tabela 38 da fase de faturamento e a nota do auditor
         *     quando há glosa. Uma análise registrada não muda.
         */
        AnaliseDaConta: {
            decisao: components["schemas"]["DecisaoDaConta"];
            valorInformado: components["schemas"]["Money"];
            valorGlosado: components["schemas"]["Money"];
            valorLiberado: components["schemas"]["Money"];
            /**
             * @description Código da Tabela 38 (fase de faturamento); null quando o item foi pago inteiro.
             * @example 3067
             */
            codigoGlosa: string | null;
            /** @description O texto oficial do código. */
            descricaoGlosa: string | null;
            /** @description A nota do auditor (obrigatória numa glosa). */
            observacao: string | null;
            /** @description Nome do auditor que analisou. */
            auditor: string;
            /** Format: date-time */
            analisadoEm: string;
        };
        /**
         * @description O arquivo que a tabela de regras pede depois da realização (por exemplo a radiografia periapical final
         *     de um tratamento endodôntico), sem o qual o item não pode ser faturado; `idImagem` é o arquivo enviado,
         *     null enquanto falta.
         */
        DocumentacaoFinal: {
            idImagemTipo: number;
            /** @example Radiografia periapical */
            tipo: string;
            idImagem: number | null;
        };
        /**
         * @description Aberto: recebe os procedimentos realizados; Enviado: a mensagem TISS foi aceita e tem protocolo; Em
         *     análise: a operadora analisa a conta (o primeiro item analisado); Analisado: todos os itens foram
         *     analisados; Pago: a operadora pagou e emitiu o demonstrativo de pagamento.
         * @enum {string}
         */
        LoteStatus: "Aberto" | "Enviado" | "Em análise" | "Analisado" | "Pago";
        PassoDoLote: {
            status: components["schemas"]["LoteStatus"];
            /** Format: date-time */
            em: string;
        };
        LoteResumo: {
            idLote: number;
            /**
             * @description O número do lote no prestador (TISS `numeroLote`).
             * @example 000012
             */
            numeroLote: string;
            /** @description Mês em que o lote foi aberto (AAAA-MM). */
            competencia: string;
            status: components["schemas"]["LoteStatus"];
            /** @description O número de protocolo do recibo da operadora; null antes do envio. */
            protocolo: string | null;
            quantidadeGuias: number;
            quantidadeItens: number;
            valorInformado: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            /** @description Cada passo do lote com a sua data, o primeiro (Aberto) primeiro. */
            passos: components["schemas"]["PassoDoLote"][];
            /** @description Itens do lote já analisados pela operadora. */
            quantidadeAnalisados: number;
            valorGlosado: components["schemas"]["Money"];
            /** @description Informado - glosado dos itens analisados. */
            valorLiberado: components["schemas"]["Money"];
            /**
             * Format: date
             * @description O último dia do pagamento pelo contrato (o envio mais o prazo contratual); null antes do envio.
             */
            prazoPagamento: string | null;
            /** @description O demonstrativo de pagamento; null antes do pagamento. */
            demonstrativo: components["schemas"]["Demonstrativo"] | null;
        };
        /**
         * @description O demonstrativo de pagamento do lote (TISS `demonstrativoPagamentoOdonto`): informado, glosado, a
         *     coparticipação (franquia) e o liberado, com o dia e a forma do pagamento.
         */
        Demonstrativo: {
            /** @description TISS `numeroDemonstrativo` (12 caracteres). */
            numeroDemonstrativo: string;
            /** Format: date-time */
            emitidoEm: string;
            /** Format: date */
            dataPagamento: string;
            formaPagamento: components["schemas"]["PaymentMethod"];
            valorInformado: components["schemas"]["Money"];
            valorGlosado: components["schemas"]["Money"];
            valorLiberado: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            /** @description Créditos de recursos de glosa aceitos desde o demonstrativo anterior. */
            valorCreditos: components["schemas"]["Money"];
            /** @description O liberado mais os créditos. */
            valorRecebido: components["schemas"]["Money"];
            /** @description O `epilogo/hash` da mensagem do demonstrativo. */
            hash: string;
        };
        /** @description Uma GTO executada do lote: os procedimentos realizados de um plano. */
        GuiaDoLote: {
            numeroGuiaPrestador: string;
            idPlanoTratamento: number;
            /** @description Nome do beneficiário. */
            nome: string;
            ba3MatAnt: components["schemas"]["NumeroCarteira"];
            valorInformado: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            valorGlosado: components["schemas"]["Money"];
            valorLiberado: components["schemas"]["Money"];
            itens: components["schemas"]["PlanoTratamentoItem"][];
        };
        PendenciaDoLote: {
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            mensagem: string;
        };
        /** @description O lote com as guias, as pendências e o hash da mensagem enviada. */
        Lote: {
            idLote: number;
            /**
             * @description O número do lote no prestador (TISS `numeroLote`).
             * @example 000012
             */
            numeroLote: string;
            /** @description Mês em que o lote foi aberto (AAAA-MM). */
            competencia: string;
            status: components["schemas"]["LoteStatus"];
            /** @description O número de protocolo do recibo da operadora; null antes do envio. */
            protocolo: string | null;
            quantidadeGuias: number;
            quantidadeItens: number;
            valorInformado: components["schemas"]["Money"];
            coparticipacao: components["schemas"]["Money"];
            /** @description Cada passo do lote com a sua data, o primeiro (Aberto) primeiro. */
            passos: components["schemas"]["PassoDoLote"][];
            /** @description Itens do lote já analisados pela operadora. */
            quantidadeAnalisados: number;
            valorGlosado: components["schemas"]["Money"];
            /** @description Informado - glosado dos itens analisados. */
            valorLiberado: components["schemas"]["Money"];
            /**
             * Format: date
             * @description O último dia do pagamento pelo contrato (o envio mais o prazo contratual); null antes do envio.
             */
            prazoPagamento: string | null;
            /** @description O demonstrativo de pagamento; null antes do pagamento. */
            demonstrativo: components["schemas"]["Demonstrativo"] | null;
            /** @description O `epilogo/hash` da mensagem enviada; null antes do envio. */
            hash: string | null;
            guias: components["schemas"]["GuiaDoLote"][];
            /** @description O que impede o envio do lote aberto (vazia num lote enviado). */
            pendencias: components["schemas"]["PendenciaDoLote"][];
        };
        LoteEnvelope: {
            success: boolean;
            data: components["schemas"]["Lote"];
            message?: string;
        };
        LoteListEnvelope: {
            success: boolean;
            data: components["schemas"]["LoteResumo"][];
            message?: string;
        };
        /**
         * @description pagar não leva código, valor nem nota; glosarParte leva `valorGlosado` (maior que zero e menor que o
         *     informado), `codigoGlosa` e `observacao`; glosarTudo leva `codigoGlosa` e `observacao`.
         */
        AnaliseDaContaRequest: {
            decisao: components["schemas"]["DecisaoDaConta"];
            valorGlosado?: number;
            codigoGlosa?: string;
            observacao?: string;
        };
        PagamentoDaContaRequest: {
            /** Format: date */
            dataPagamento: string;
            formaPagamento: components["schemas"]["PaymentMethod"];
        };
        DentistaDaConta: {
            id: number;
            nome: string;
            cro: string;
            uf: string;
        };
        /** @description Um lote enviado na fila de contas. */
        ContaResumo: {
            lote: components["schemas"]["LoteResumo"];
            dentista: components["schemas"]["DentistaDaConta"];
        };
        Conta: {
            lote: components["schemas"]["Lote"];
            dentista: components["schemas"]["DentistaDaConta"];
        };
        ContaEnvelope: {
            success: boolean;
            data: components["schemas"]["Conta"];
            message?: string;
        };
        ContaListEnvelope: {
            success: boolean;
            data: components["schemas"]["ContaResumo"][];
            paginacao: components["schemas"]["Paginacao"];
            message?: string;
        };
        FechamentoRequest: {
            /**
             * Format: date
             * @description O dia em que os procedimentos foram feitos (America/Sao_Paulo); padrão hoje. Não pode ser no futuro,
             *     antes da autorização de um item nem depois da validade do plano.
             */
            dataRealizacao?: string;
            idsProcedimentoItem: number[];
        };
        Fechamento: {
            idFechamento: number;
            /** @description Mês do lote (AAAA-MM). */
            competencia: string;
            /** @description Quantos itens o lote aberto tem agora. */
            quantidadeItens: number;
            /** @description Os itens desta chamada, já 'Realizado'. */
            itens: components["schemas"]["PlanoTratamentoItem"][];
        };
        FechamentoEnvelope: {
            success: boolean;
            data: components["schemas"]["Fechamento"];
            message?: string;
        };
        /** @description Ato realizado (forma não mostrada na especificação). */
        Ato: {
            idAto: number;
            idPlanoTratamento: number;
            idProcedimentoItem: number;
            /** Format: date */
            dataRealizacao: string;
            observacao: string | null;
            usuarioCriacao: string;
            /** Format: date-time */
            dtCriacao: string;
        };
        NovoAto: {
            idPlanoTratamento: number;
            idProcedimentoItem: number;
            /**
             * Format: date
             * @description Padrão hoje.
             */
            dataRealizacao?: string;
            observacao?: string;
        };
        AtoListEnvelope: {
            success: boolean;
            data: components["schemas"]["Ato"][];
            message?: string;
        };
        Dashboard: {
            /** @description Beneficiários distintos nos planos do dentista. */
            totalPacientes: number;
            /** @description Planos não encerrados que vencem nos próximos 15 dias. */
            planosAVencer: number;
            /** @description Itens incluídos nos últimos 30 dias. */
            procedimentosUltimos30Dias: number;
            /** @description Planos com status 1 (Pendente) ou 2 (Autorizado) ainda na validade. */
            planosAtivos: number;
            /** @description Os planos a vencer, o mais próximo primeiro (no máximo 10). */
            proximosVencimentos: {
                idPlanoTratamento: number;
                nome: string;
                ba3MatAnt: components["schemas"]["NumeroCarteira"];
                /** Format: date-time */
                dtValidade: string;
                diasRestantes: number;
            }[];
            /** @description Itens dos últimos 30 dias por especialidade; os percentuais somam 100. */
            procedimentosPorEspecialidade: {
                especialidade: string;
                quantidade: number;
                percentual: number;
            }[];
            /** @description Beneficiários dos planos mais recentes (no máximo 5). */
            pacientesRecentes: {
                nome: string;
                ba3MatAnt: components["schemas"]["NumeroCarteira"];
                idPlanoTratamento: number;
                /** Format: date-time */
                dtCriacao: string;
            }[];
            /**
             * @description Dos mesmos lotes e análises de Financeiro e Glosas: o que a operadora ainda deve (lotes enviados e não
             *     pagos: o liberado dos itens analisados mais o informado dos que esperam análise, e os créditos de
             *     recurso que esperam o próximo demonstrativo), o recebido e o
             *     glosado nos últimos 30 dias (pelo dia do pagamento e da análise) e a parte glosada do informado
             *     analisado nesses dias.
             */
            financeiro: {
                aReceber: components["schemas"]["Money"];
                recebidoUltimos30Dias: components["schemas"]["Money"];
                glosadoUltimos30Dias: components["schemas"]["Money"];
                percentualGlosaUltimos30Dias: number;
                /** @description O que a operadora aceitou em recursos de glosa nos últimos 30 dias (pelo dia da resposta). */
                recuperadoUltimos30Dias: components["schemas"]["Money"];
            };
        };
        DashboardEnvelope: {
            success: boolean;
            data: components["schemas"]["Dashboard"];
            message?: string;
        };
        /**
         * @description Direção de uma ordenação, asc crescente e desc decrescente.
         * @enum {string}
         */
        Ordem: "asc" | "desc";
        /**
         * @description A situação do recurso de glosa: nao_recorrida Não recorrida, em_recurso Em recurso, aceita Aceita,
         *     aceita_parcialmente Aceita em parte, mantida Mantida.
         * @enum {string}
         */
        GlosaStatus: "nao_recorrida" | "em_recurso" | "aceita" | "aceita_parcialmente" | "mantida";
        /** @description Um item faturado glosado pela operadora na análise da conta. */
        Glosa: {
            /** @description Código da análise do item. */
            id: number;
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            /** @description O número da guia executada no lote. */
            numeroGuiaPrestador: string;
            idLote: number;
            numeroLote: string;
            protocolo: string;
            /** @description O lote já tem demonstrativo de pagamento (PDF e XML para baixar). */
            temDemonstrativo: boolean;
            patientName: string;
            /** @description Carteira do beneficiário. */
            patientId: string;
            procedureCode: string;
            procedureName: string;
            /**
             * @description O dente (com as faces) ou a região do item, por extenso.
             * @example Dente 36 · M
             * @example O
             */
            local: string;
            /** Format: date */
            dataRealizacao: string;
            /** @description O valor informado no lote. */
            originalAmount: components["schemas"]["Money"];
            glosedAmount: components["schemas"]["Money"];
            /**
             * @description total, o valor inteiro glosado; parcial, uma parte.
             * @enum {string}
             */
            tipo: "total" | "parcial";
            /** @description Código da Tabela 38 da fase de faturamento. */
            codigoGlosa: string;
            descricaoGlosa: string;
            /** @description A nota do auditor. */
            observacao: string;
            /** @description O código e o texto oficial, depois a nota do auditor. */
            reason: string;
            status: components["schemas"]["GlosaStatus"];
            /**
             * Format: date
             * @description O dia do envio do lote (America/Sao_Paulo).
             */
            submissionDate: string;
            /**
             * Format: date
             * @description O dia da análise do item (America/Sao_Paulo).
             */
            responseDate: string;
            /** @description A soma do que a operadora aceitou nos recursos desta glosa. */
            valorRecuperado: components["schemas"]["Money"];
            recurso: components["schemas"]["PrazoDeRecurso"];
            /** @description As rodadas de recurso desta glosa, a primeira antes. */
            recursos: components["schemas"]["RodadaDeRecurso"][];
        };
        /** @description Somas de glosedAmount (BRL). */
        GlosaResumo: {
            totalGlosado: components["schemas"]["Money"];
            naoRecorrido: components["schemas"]["Money"];
            /** @description O valor recursado das glosas em recurso. */
            emRecurso: components["schemas"]["Money"];
            /** @description O que a operadora aceitou nos recursos. */
            recuperado: components["schemas"]["Money"];
        };
        LoteComGlosa: {
            idLote: number;
            numeroLote: string;
        };
        GlosaListEnvelope: {
            success: boolean;
            data: components["schemas"]["Glosa"][];
            resumo: components["schemas"]["GlosaResumo"];
            /** @description Os lotes com glosa do dentista, o mais novo primeiro, para o filtro. */
            lotes: components["schemas"]["LoteComGlosa"][];
            paginacao: components["schemas"]["Paginacao"];
            message?: string;
        };
        /**
         * @description pending Pendente (enviado, em análise ou analisado), completed Pago.
         * @enum {string}
         */
        FinancialStatus: "pending" | "completed";
        /**
         * @description pix PIX, bank_transfer Transferência bancária.
         * @enum {string}
         */
        PaymentMethod: "pix" | "bank_transfer";
        /** @description Um lote enviado à operadora e o seu pagamento. */
        RegistroFinanceiro: {
            id: number;
            idLote: number;
            numeroLote: string;
            protocolo: string;
            competencia: string;
            description: string;
            loteStatus: components["schemas"]["LoteStatus"];
            status: components["schemas"]["FinancialStatus"];
            valorInformado: components["schemas"]["Money"];
            /** @description Soma das glosas dos itens analisados. */
            valorGlosado: components["schemas"]["Money"];
            /** @description Informado - glosado dos itens analisados. */
            valorLiberado: components["schemas"]["Money"];
            /** @description Os créditos de recursos de glosa pagos no demonstrativo deste lote. */
            valorCreditos: components["schemas"]["Money"];
            /** @description Os recursos aceitos cujo valor este demonstrativo pagou. */
            creditos: components["schemas"]["CreditoDeRecurso"][];
            /**
             * @description O valor a receber ou recebido: o informado menos o glosado dos itens analisados, mais os créditos de
             *     recurso do demonstrativo.
             */
            amount: components["schemas"]["Money"];
            /** @description A forma do pagamento; null antes do pagamento. */
            paymentMethod: components["schemas"]["PaymentMethod"] | null;
            /**
             * Format: date
             * @description O prazo contratual do pagamento.
             */
            dueDate: string;
            /** Format: date */
            paymentDate: string | null;
            numeroDemonstrativo: string | null;
            /**
             * Format: date-time
             * @description O envio do lote.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description O último passo do lote.
             */
            updatedAt: string;
        };
        /** @description Somas de amount (BRL). */
        FinanceiroResumo: {
            totalRecebido: components["schemas"]["Money"];
            pendente: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description Os valores aceitos em recurso que esperam o próximo demonstrativo. */
            creditosAReceber: components["schemas"]["Money"];
        };
        FinanceiroListEnvelope: {
            success: boolean;
            data: components["schemas"]["RegistroFinanceiro"][];
            resumo: components["schemas"]["FinanceiroResumo"];
            /** @description Os recursos aceitos que o próximo demonstrativo pagará, sem filtro. */
            creditosPendentes: components["schemas"]["CreditoDeRecurso"][];
            paginacao: components["schemas"]["Paginacao"];
            message?: string;
        };
        /**
         * @description aceitar Aceitar o valor recursado inteiro, aceitarParte Aceitar parte, manter Manter a glosa.
         * @enum {string}
         */
        DecisaoDoRecurso: "aceitar" | "aceitarParte" | "manter";
        /** @description A resposta da operadora a um item do recurso. */
        RespostaDoRecursoItem: {
            decisao: components["schemas"]["DecisaoDoRecurso"];
            /** @description O valor aceito (zero quando a glosa é mantida). */
            valorAcatado: components["schemas"]["Money"];
            justificativa: string | null;
            /** @description O nome do auditor que respondeu. */
            auditor: string;
            /** Format: date-time */
            respondidoEm: string;
        };
        /** @description Uma rodada de recurso de uma glosa, com a resposta (null enquanto espera). */
        RodadaDeRecurso: {
            rodada: number;
            idRecurso: number;
            /** @description TISS `numeroGuiaRecGlosaPrestador` ('RG' e seis dígitos). */
            numeroRecurso: string;
            /** @description O protocolo do recurso na operadora (12 dígitos). */
            protocolo: string;
            justificativa: string;
            valorRecursado: components["schemas"]["Money"];
            arquivos: components["schemas"]["PlanoImagem"][];
            /** Format: date-time */
            enviadoEm: string;
            /**
             * Format: date
             * @description O prazo da operadora para responder (America/Sao_Paulo).
             */
            prazoResposta: string;
            resposta: components["schemas"]["RespostaDoRecursoItem"] | null;
        };
        /** @description Se a glosa pode ser recorrida agora, até quando e por que não. */
        PrazoDeRecurso: {
            permitido: boolean;
            /**
             * Format: date
             * @description O último dia para recorrer nesta rodada (null quando não há rodada aberta).
             */
            prazo: string | null;
            /**
             * @description Dias corridos de hoje até o prazo (America/Sao_Paulo): 0 no último dia, ainda aberto; negativo
             *     depois dele.
             */
            diasRestantes: number | null;
            proximaRodada: number;
            rodadasMaximas: number;
            /** @description Por que não se pode recorrer agora (em recurso, aceita, prazo encerrado, rodadas esgotadas). */
            motivo: string | null;
        };
        RecursoGlosaRequestItem: {
            idGlosa: number;
            /**
             * @description De 1 a 500 caracteres sem contar espaços nas pontas (TISS `st_texto500`); o servidor recusa a vazia com
             *     a mensagem do recurso.
             */
            justificativa: string;
            /** @description Arquivos do plano do item que sustentam o recurso. */
            idsImagem?: number[];
        };
        RecursoGlosaRequest: {
            itens: components["schemas"]["RecursoGlosaRequestItem"][];
        };
        /** @description Uma glosa recorrida num recurso, com as rodadas anteriores. */
        RecursoGlosaItem: {
            /** @description Código do item do recurso (o que a resposta cita). */
            id: number;
            idGlosa: number;
            idProcedimentoItem: number;
            idPlanoTratamento: number;
            numeroGuiaPrestador: string;
            patientName: string;
            patientId: string;
            procedureCode: string;
            procedureName: string;
            local: string;
            /** Format: date */
            dataRealizacao: string;
            originalAmount: components["schemas"]["Money"];
            glosedAmount: components["schemas"]["Money"];
            codigoGlosa: string;
            descricaoGlosa: string;
            /** @description A nota do auditor na análise da conta. */
            observacao: string;
            rodada: number;
            justificativa: string;
            valorRecursado: components["schemas"]["Money"];
            arquivos: components["schemas"]["PlanoImagem"][];
            /** @description As rodadas anteriores desta glosa, a primeira antes. */
            anteriores: components["schemas"]["RodadaDeRecurso"][];
            resposta: components["schemas"]["RespostaDoRecursoItem"] | null;
        };
        /** @description Um recurso de glosa (uma rodada de um lote) e a resposta da operadora. */
        RecursoGlosa: {
            id: number;
            /** @description TISS `numeroGuiaRecGlosaPrestador` ('RG' e seis dígitos). */
            numero: string;
            /** @description TISS `nrProtocoloRecursoGlosa` (12 dígitos). */
            protocolo: string;
            idLote: number;
            numeroLote: string;
            protocoloLote: string;
            dentista: components["schemas"]["DentistaDaConta"];
            /** Format: date-time */
            enviadoEm: string;
            /** Format: date */
            prazoResposta: string;
            /** @description Dias corridos de hoje até o prazo de resposta (0 no último dia, negativo depois dele). */
            diasParaResponder: number;
            valorRecursado: components["schemas"]["Money"];
            /** @description O valor aceito; null antes da resposta. */
            valorAcatado: components["schemas"]["Money"] | null;
            /** Format: date-time */
            respondidoEm: string | null;
            /** @description O `epilogo/hash` da mensagem `recursoGlosa`. */
            hash: string;
            /** @description O `epilogo/hash` da resposta `respostaRecursoGlosa`; null antes dela. */
            hashResposta: string | null;
            itens: components["schemas"]["RecursoGlosaItem"][];
        };
        RecursoGlosaEnvelope: {
            success: boolean;
            data: components["schemas"]["RecursoGlosa"];
            message?: string;
        };
        /** @description Uma linha da fila de recursos. */
        RecursoResumo: {
            id: number;
            numero: string;
            protocolo: string;
            idLote: number;
            numeroLote: string;
            dentista: components["schemas"]["DentistaDaConta"];
            /** Format: date-time */
            enviadoEm: string;
            /** Format: date */
            prazoResposta: string;
            diasParaResponder: number;
            quantidadeItens: number;
            valorRecursado: components["schemas"]["Money"];
            valorAcatado: components["schemas"]["Money"] | null;
            /** Format: date-time */
            respondidoEm: string | null;
        };
        RecursoListEnvelope: {
            success: boolean;
            data: components["schemas"]["RecursoResumo"][];
            paginacao: components["schemas"]["Paginacao"];
            message?: string;
        };
        RespostaRecursoRequestItem: {
            id: number;
            decisao: components["schemas"]["DecisaoDoRecurso"];
            /** @description Só para aceitar parte. */
            valorAcatado?: number;
            justificativa?: string;
        };
        RespostaRecursoRequest: {
            itens: components["schemas"]["RespostaRecursoRequestItem"][];
        };
        /** @description O valor aceito num recurso de glosa, crédito no demonstrativo seguinte à resposta. */
        CreditoDeRecurso: {
            idRecurso: number;
            numeroRecurso: string;
            protocoloRecurso: string;
            idLoteDaGlosa: number;
            numeroLoteDaGlosa: string;
            procedureCode: string;
            procedureName: string;
            local: string;
            patientName: string;
            valor: components["schemas"]["Money"];
            /** Format: date-time */
            respondidoEm: string;
            /** @description O demonstrativo que pagou o crédito; null enquanto espera o próximo. */
            numeroDemonstrativo: string | null;
        };
        OuvidoriaMensagem: {
            /** @description Protocolo do atendimento de primeira instância (opcional). */
            protocoloAnterior?: string;
            numeroCarteira: string;
            nome: string;
            /** Format: email */
            email: string;
            /** @description Telefone fixo (opcional). */
            telefone?: string;
            whatsapp: string;
            cidade: string;
            mensagem: string;
        };
        OuvidoriaProtocolo: {
            /**
             * @description Número de protocolo da RN 395/2016 da ANS (art. 7º), 20 dígitos: o registro da operadora na ANS
             *     (6), a data do recebimento em Brasília (AAAAMMDD) e a sequência do dia (6).
             */
            protocolo: string;
            /**
             * Format: date
             * @description Data limite da resposta.
             */
            prazoResposta: string;
            /** Format: date-time */
            recebidoEm: string;
        };
        OuvidoriaProtocoloEnvelope: {
            success: boolean;
            data: components["schemas"]["OuvidoriaProtocolo"];
            message?: string;
        };
        GlossarioEnvelope: {
            success: boolean;
            data: components["schemas"]["Glossario"];
            message?: string;
        };
        /** @description O conteúdo da página 'Glossário', lido dos dados de referência do servidor (TISS 4.01.00). */
        Glossario: {
            /** @description Os status da solicitação na TISS (`dm_statusSolicitacao`), 1 a 7. */
            statusTiss: components["schemas"]["StatusTiss"][];
            statusDoProduto: components["schemas"]["StatusDoProduto"][];
            /** @description Os códigos da Tabela 38 (motivos de glosa e negativa) que a operadora usa, em ordem de código. */
            codigosTabela38: components["schemas"]["CodigoTabela38"][];
            /** @description As regiões da boca (Tabela 42, `dm_regiao`). */
            regioes: components["schemas"]["CodigoDescrito"][];
            /** @description As faces do dente (Tabela 32, `dm_face`). */
            faces: components["schemas"]["CodigoDescrito"][];
        };
        /**
         * @description Um status que os apps mostram: `tipo` diz de quê (plano, item, glosa, lote, financeiro) e `valor` é o
         *     valor que a API dá (o número do plano como texto); `codigosTiss` são os status TISS a que corresponde
         *     (vazio quando não tem: um rascunho, uma glosa, um lote).
         */
        StatusDoProduto: {
            /** @enum {string} */
            tipo: "plano" | "item" | "glosa" | "lote" | "financeiro";
            valor: string;
            /** @description O que o status quer dizer, numa frase em pt-BR. */
            significado: string;
            codigosTiss: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
        };
        CodigoTabela38: {
            /** @example 1430 */
            codigo: string;
            /** @description O texto oficial do código. */
            descricao: string;
            /**
             * @description A fase da guia de que o texto fala.
             * @enum {string}
             */
            fase: "autorizacao" | "pendencia" | "faturamento" | "cancelamento" | "elegibilidade" | "junta";
        };
        CodigoDescrito: {
            codigo: string;
            descricao: string;
        };
    };
    responses: {
        /** @description Uma requisição com a mesma Idempotency-Key ainda está em andamento. */
        IdempotencyInProgress: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Uma requisição com esta chave de idempotência (Idempotency-Key) ainda está em andamento. Tente novamente em instantes.",
                 *       "errors": [
                 *         "Uma requisição com esta chave de idempotência (Idempotency-Key) ainda está em andamento. Tente novamente em instantes."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A Idempotency-Key já foi usada com outros dados. */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Esta chave de idempotência (Idempotency-Key) já foi usada com outros dados. Use uma nova chave para uma nova operação.",
                 *       "errors": [
                 *         "Esta chave de idempotência (Idempotency-Key) já foi usada com outros dados. Use uma nova chave para uma nova operação."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description A Idempotency-Key já foi usada com outros dados, ou a carteira do beneficiário está vencida (nenhum plano
         *     novo se abre; glosa 1017).
         */
        PlanoRecusado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.",
                 *       "errors": [
                 *         "A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Parâmetros ou corpo fora da descrição. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Dados inválidos.",
                 *       "errors": [
                 *         "O parâmetro id deve ser um número inteiro."
                 *       ],
                 *       "invalid-params": [
                 *         {
                 *           "name": "id",
                 *           "reason": "O parâmetro id deve ser um número inteiro."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description O lote ainda não foi pago e não tem demonstrativo. */
        DemonstrativoNaoEmitido: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "O demonstrativo deste lote ainda não foi emitido.",
                 *       "errors": [
                 *         "O demonstrativo deste lote ainda não foi emitido."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Lote inexistente (ou de outro dentista). */
        LoteNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Lote de faturamento não encontrado.",
                 *       "errors": [
                 *         "Lote de faturamento não encontrado."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Recurso inexistente (ou, para o dentista, de outro dentista). */
        RecursoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Recurso de glosa não encontrado.",
                 *       "errors": [
                 *         "Recurso de glosa não encontrado."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Plano inexistente (ou, para o dentista, de outro dentista: a resposta é a mesma). */
        PlanoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Plano de tratamento não encontrado.",
                 *       "errors": [
                 *         "Plano de tratamento não encontrado."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Item inexistente (ou, para o dentista, de outro dentista: a resposta é a mesma). */
        ItemNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Item do plano de tratamento não encontrado.",
                 *       "errors": [
                 *         "Item do plano de tratamento não encontrado."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description O status atual do item não permite esta mudança (o ciclo de vida do item, no servidor), ou o plano do item
         *     foi cancelado (TISS 6): seus itens não mudam mais.
         */
        ItemStatusConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Este procedimento já foi decidido e está 'Autorizado'. Atualize a página.",
                 *       "errors": [
                 *         "Este procedimento já foi decidido e está 'Autorizado'. Atualize a página."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description O token é válido, mas de outro perfil: um auditor numa operação do dentista, ou um dentista numa
         *     operação da auditoria (os papéis de cada operação estão no seu `security`).
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Seu perfil não tem acesso a esta operação.",
                 *       "errors": [
                 *         "Seu perfil não tem acesso a esta operação."
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
                 *       "message": "Sessão expirada. Faça login novamente.",
                 *       "errors": [
                 *         "Sessão expirada. Faça login novamente."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Carteira inexistente, ou de um beneficiário de quem o dentista não tem plano (a resposta é a mesma,
         *     para que carteiras não possam ser sondadas).
         */
        BeneficiarioNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Beneficiário não encontrado.",
                 *       "errors": [
                 *         "Beneficiário não encontrado."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Plano inexistente ou de outro dentista (a resposta é a mesma, para que códigos não possam ser sondados). */
        PlanNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "Nenhum plano de tratamento encontrado.",
                 *       "errors": [
                 *         "Nenhum plano de tratamento encontrado."
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
        /** @description Tipo de corpo não aceito pela operação. */
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
        /** @description Limite de requisições atingido. */
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
                 *       "message": "Muitas requisições. Aguarde alguns instantes e tente novamente.",
                 *       "errors": [
                 *         "Muitas requisições. Aguarde alguns instantes e tente novamente."
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
        /** @description Parâmetros fora da descrição (formato das consultas v2). */
        LookupBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Parâmetros de busca inválidos"
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
            };
        };
        /** @description O token é de outro perfil (um auditor numa operação do dentista), formato das consultas v2. */
        LookupForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Seu perfil não tem acesso a esta operação."
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
            };
        };
        /** @description Sem access token válido (formato das consultas v2). */
        LookupUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Sua sessão expirou. Por favor, faça login novamente."
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
            };
        };
        /** @description Limite de requisições atingido (formato das consultas v2). */
        LookupTooManyRequests: {
            headers: {
                /** @description Segundos até uma nova tentativa ser aceita. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Muitas requisições. Aguarde alguns instantes e tente novamente."
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
            };
        };
        /** @description Falha inesperada (formato das consultas v2). */
        LookupInternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Erro interno do servidor. Tente novamente mais tarde."
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
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
        /** @description O banco de dados não responde (formato das consultas v2); tente de novo depois de Retry-After. */
        LookupServiceUnavailable: {
            headers: {
                /** @description Segundos até uma nova tentativa. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": [],
                 *       "errorMessage": "Serviço temporariamente indisponível. Tente novamente em instantes."
                 *     }
                 */
                "application/json": components["schemas"]["LookupErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Código do item do plano (idProcedimentoItem).
         * @example 3302
         */
        ItemId: number;
        /**
         * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
         *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
         *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
         *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
         *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
         *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
         *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
         *     recebe 422.
         *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
         *     muda (docs/product-rules.md#idempotency).
         * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
         */
        IdempotencyKey: string;
        /**
         * @description Código do lote de faturamento (idLote).
         * @example 12
         */
        LoteId: number;
        /**
         * @description Código do recurso de glosa.
         * @example 3
         */
        RecursoId: number;
        /**
         * @description Código do plano de tratamento (idPlanoTratamento).
         * @example 1024
         */
        PlanoId: number;
        /**
         * @description Código da operadora.
         * @example 0900
         */
        HealthInsurerCode: string;
        /**
         * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
         * @example 1
         */
        Pagina: number;
        /**
         * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
         * @example 10
         */
        TamanhoPagina: number;
        /**
         * @description Texto procurado no nome do paciente, procedimento, descrição, código ou id.
         * @example Maria
         */
        Busca: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAtos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lista de atos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idAto": 7,
                     *           "idPlanoTratamento": 1024,
                     *           "idProcedimentoItem": 3301,
                     *           "dataRealizacao": "2026-11-20",
                     *           "observacao": "Restauração concluída sem intercorrências.",
                     *           "usuarioCriacao": "12345",
                     *           "dtCriacao": "2026-11-20T13:05:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AtoListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAto: {
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
                 *       "idPlanoTratamento": 1024,
                 *       "idProcedimentoItem": 3301,
                 *       "dataRealizacao": "2026-11-20",
                 *       "observacao": "Restauração concluída sem intercorrências."
                 *     }
                 */
                "application/json": components["schemas"]["NovoAto"];
            };
        };
        responses: {
            /** @description Ato criado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 7
                     *       },
                     *       "message": "Ato registrado com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["IdEnvelope"];
                };
            };
            /** @description Dados inválidos. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Dados inválidos para criação do ato.",
                     *       "errors": [
                     *         "O item informado não pertence ao plano de tratamento."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "idProcedimentoItem",
                     *           "reason": "O item informado não pertence ao plano de tratamento."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Plano ou item inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Item do plano de tratamento não encontrado.",
                     *       "errors": [
                     *         "Item do plano de tratamento não encontrado."
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
    deleteAto: {
        parameters: {
            query: {
                /**
                 * @description Código do ato.
                 * @example 7
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ato excluído. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Ato excluído com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Ato inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Ato não encontrado.",
                     *       "errors": [
                     *         "Ato não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAtosByPlano: {
        parameters: {
            query: {
                /**
                 * @description Código do plano de tratamento.
                 * @example 1024
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Atos do plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["AtoListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEspecialidades: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Especialidades. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idEspecialidade": 1,
                     *           "descricao": "Dentística"
                     *         },
                     *         {
                     *           "idEspecialidade": 2,
                     *           "descricao": "Endodontia"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EspecialidadeListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProcedimentosByEspecialidade: {
        parameters: {
            query: {
                /**
                 * @description Código da especialidade.
                 * @example 2
                 */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Procedimentos da especialidade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idAuditoriaProcedimento": 41,
                     *           "tuss": "85200166",
                     *           "descricao": "Tratamento endodôntico unirradicular",
                     *           "especialidade": "Endodontia",
                     *           "regras": {
                     *             "sitio": "dente",
                     *             "denticao": "permanente",
                     *             "faces": null,
                     *             "canais": [
                     *               "uni"
                     *             ],
                     *             "removeDente": false,
                     *             "dente": "presente",
                     *             "regioes": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProcedimentoListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Especialidade inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Especialidade não encontrada.",
                     *       "errors": [
                     *         "Especialidade não encontrada."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProcedimentosResumo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Procedimentos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idAuditoriaProcedimento": 187,
                     *           "tuss": "85100196",
                     *           "descricao": "Restauração em resina fotopolimerizável 1 face",
                     *           "especialidade": "Dentística",
                     *           "regras": {
                     *             "sitio": "faces",
                     *             "denticao": "ambas",
                     *             "faces": {
                     *               "min": 1,
                     *               "max": 1
                     *             },
                     *             "canais": null,
                     *             "removeDente": false,
                     *             "dente": "presente",
                     *             "regioes": null
                     *           }
                     *         },
                     *         {
                     *           "idAuditoriaProcedimento": 27,
                     *           "tuss": "81000405",
                     *           "descricao": "Radiografia panorâmica de mandíbula/maxila (ortopantomografia)",
                     *           "especialidade": "Diagnóstico",
                     *           "regras": {
                     *             "sitio": "boca",
                     *             "denticao": "ambas",
                     *             "faces": null,
                     *             "canais": null,
                     *             "removeDente": false,
                     *             "dente": null,
                     *             "regioes": null
                     *           }
                     *         }
                     *       ],
                     *       "errorMessage": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProcedimentoLookup"];
                };
            };
            401: components["responses"]["LookupUnauthorized"];
            403: components["responses"]["LookupForbidden"];
            /** @description Nenhum procedimento cadastrado. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": [],
                     *       "errorMessage": "Não encontramos nenhum procedimento"
                     *     }
                     */
                    "application/json": components["schemas"]["LookupErrorEnvelope"];
                };
            };
            429: components["responses"]["LookupTooManyRequests"];
            500: components["responses"]["LookupInternalError"];
            503: components["responses"]["LookupServiceUnavailable"];
        };
    };
    searchDentistaV1: {
        parameters: {
            query: {
                /**
                 * @description Código da operadora.
                 * @example 0900
                 */
                HealthInsurerCode: components["parameters"]["HealthInsurerCode"];
                /**
                 * @description Número do CRO.
                 * @example 12345
                 */
                ProfessionalCouncilNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dentistas encontrados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "1",
                     *           "cro": "12345",
                     *           "uf": "SP",
                     *           "nome": "Dra. Ana Souza"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DentistaListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nenhum dentista. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.",
                     *       "errors": [
                     *         "Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchDentista: {
        parameters: {
            query: {
                /**
                 * @description Número do CRO.
                 * @example 12345
                 */
                numeroCRO: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dentistas encontrados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": "1",
                     *           "cro": "12345",
                     *           "uf": "SP",
                     *           "nome": "Dra. Ana Souza"
                     *         }
                     *       ],
                     *       "errorMessage": null
                     *     }
                     */
                    "application/json": components["schemas"]["DentistaLookup"];
                };
            };
            400: components["responses"]["LookupBadRequest"];
            401: components["responses"]["LookupUnauthorized"];
            403: components["responses"]["LookupForbidden"];
            /** @description Nenhum dentista com esse CRO. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": [],
                     *       "errorMessage": "Não encontramos nenhum dentista com os dados informados."
                     *     }
                     */
                    "application/json": components["schemas"]["LookupErrorEnvelope"];
                };
            };
            429: components["responses"]["LookupTooManyRequests"];
            500: components["responses"]["LookupInternalError"];
            503: components["responses"]["LookupServiceUnavailable"];
        };
    };
    searchBeneficiarioV1: {
        parameters: {
            query: {
                /**
                 * @description Código da operadora.
                 * @example 0900
                 */
                healthInsurerCode: string;
                /**
                 * @description Número da carteira (17 caracteres) ou CPF; pontuação é ignorada.
                 * @example 529.982.247-25
                 */
                subscriberIdOrCpf: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Beneficiários encontrados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "numeroCarteira": "09000001000001001",
                     *           "tipoBeneficiario": "T",
                     *           "nome": "Maria da Silva",
                     *           "nomeSocial": null,
                     *           "nomeProduto": "Odonto Essencial",
                     *           "dataVigenciaPlano": "2027-01-31",
                     *           "nomePessoaJuridicaContratantePlanoColetivo": null,
                     *           "nomeFantasiaOperadora": "Odonto Cooperativa",
                     *           "cpf": "52998224725",
                     *           "dataNascimento": "1985-03-14",
                     *           "validadeCarteira": "2027-01-31",
                     *           "carteiraVencida": false,
                     *           "dataInclusao": "2024-02-01",
                     *           "uf": "SP"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficiarioListEnvelope"];
                };
            };
            /** @description Parâmetros inválidos (inclusive CPF com dígitos verificadores errados). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Parâmetros de busca inválidos",
                     *       "errors": [
                     *         "CPF inválido. Verifique os dígitos informados."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "subscriberIdOrCpf",
                     *           "reason": "CPF inválido. Verifique os dígitos informados."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nenhum beneficiário. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.",
                     *       "errors": [
                     *         "Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchBeneficiario: {
        parameters: {
            query: {
                /** @description Número da carteira (17 caracteres) ou CPF; pontuação é ignorada. */
                carteirinhaOuCpf: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Beneficiários encontrados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "numeroCarteira": "09000001000001001",
                     *           "tipoBeneficiario": "T",
                     *           "nome": "Maria da Silva",
                     *           "nomeSocial": null,
                     *           "nomeProduto": "Odonto Essencial",
                     *           "dataVigenciaPlano": "2027-01-31",
                     *           "nomePessoaJuridicaContratantePlanoColetivo": null,
                     *           "nomeFantasiaOperadora": "Odonto Cooperativa",
                     *           "cpf": "52998224725",
                     *           "dataNascimento": "1985-03-14",
                     *           "validadeCarteira": "2027-01-31",
                     *           "carteiraVencida": false,
                     *           "dataInclusao": "2024-02-01",
                     *           "uf": "SP"
                     *         }
                     *       ],
                     *       "errorMessage": null
                     *     }
                     */
                    "application/json": components["schemas"]["BeneficiarioLookup"];
                };
            };
            /** @description Termo inválido (CPF com dígitos verificadores errados ou carteira fora do formato). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": [],
                     *       "errorMessage": "CPF inválido. Verifique os dígitos informados.",
                     *       "invalid-params": [
                     *         {
                     *           "name": "carteirinhaOuCpf",
                     *           "reason": "CPF inválido. Verifique os dígitos informados."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LookupErrorEnvelope"];
                };
            };
            401: components["responses"]["LookupUnauthorized"];
            403: components["responses"]["LookupForbidden"];
            /** @description Nenhum beneficiário com esse termo. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": [],
                     *       "errorMessage": "Não encontramos nenhum beneficiário com os dados informados."
                     *     }
                     */
                    "application/json": components["schemas"]["LookupErrorEnvelope"];
                };
            };
            429: components["responses"]["LookupTooManyRequests"];
            500: components["responses"]["LookupInternalError"];
            503: components["responses"]["LookupServiceUnavailable"];
        };
    };
    getOdontogramaInicial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Número da carteira do beneficiário (17 dígitos, o `ba3MatAnt` do plano).
                 * @example 09000001000001001
                 */
                numeroCarteira: components["schemas"]["NumeroCarteira"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A situação inicial registrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "numeroCarteira": "09000001000001001",
                     *         "versao": 2,
                     *         "registradoPor": "Ana Souza",
                     *         "registradoEm": "2026-11-02T13:20:00.000Z",
                     *         "doencaPeriodontal": false,
                     *         "alteracaoTecidoMole": false,
                     *         "observacao": null,
                     *         "dentes": [
                     *           {
                     *             "idDente": 18,
                     *             "condicao": "A",
                     *             "dataRegistro": "2026-11-02"
                     *           },
                     *           {
                     *             "idDente": 16,
                     *             "condicao": "C",
                     *             "dataRegistro": "2026-11-02"
                     *           },
                     *           {
                     *             "idDente": 36,
                     *             "condicao": "R",
                     *             "dataRegistro": "2026-11-02"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OdontogramaInicialEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BeneficiarioNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putOdontogramaInicial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Número da carteira do beneficiário (17 dígitos, o `ba3MatAnt` do plano).
                 * @example 09000001000001001
                 */
                numeroCarteira: components["schemas"]["NumeroCarteira"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dentes": [
                 *         {
                 *           "idDente": 18,
                 *           "condicao": "A"
                 *         },
                 *         {
                 *           "idDente": 16,
                 *           "condicao": "C"
                 *         },
                 *         {
                 *           "idDente": 36,
                 *           "condicao": "R",
                 *           "dataRegistro": "2026-11-02"
                 *         },
                 *         {
                 *           "idDente": 28,
                 *           "condicao": "N"
                 *         }
                 *       ],
                 *       "doencaPeriodontal": false,
                 *       "alteracaoTecidoMole": false,
                 *       "observacao": "Paciente relata sensibilidade ao frio."
                 *     }
                 */
                "application/json": components["schemas"]["NovoOdontogramaInicial"];
            };
        };
        responses: {
            /** @description Situação inicial gravada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "numeroCarteira": "09000001000001001",
                     *         "versao": 2,
                     *         "registradoPor": "Ana Souza",
                     *         "registradoEm": "2026-11-02T13:20:00.000Z",
                     *         "doencaPeriodontal": false,
                     *         "alteracaoTecidoMole": false,
                     *         "observacao": null,
                     *         "dentes": [
                     *           {
                     *             "idDente": 18,
                     *             "condicao": "A",
                     *             "dataRegistro": "2026-11-02"
                     *           },
                     *           {
                     *             "idDente": 16,
                     *             "condicao": "C",
                     *             "dataRegistro": "2026-11-02"
                     *           },
                     *           {
                     *             "idDente": 36,
                     *             "condicao": "R",
                     *             "dataRegistro": "2026-11-02"
                     *           }
                     *         ]
                     *       },
                     *       "message": "Situação inicial registrada."
                     *     }
                     */
                    "application/json": components["schemas"]["OdontogramaInicialEnvelope"];
                };
            };
            /** @description Corpo fora da descrição, dente que não existe ou repetido, data futura ou observação longa. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Não foi possível registrar a situação inicial.",
                     *       "errors": [
                     *         "O dente 16 aparece mais de uma vez."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "dentes/2/idDente",
                     *           "reason": "O dente 16 aparece mais de uma vez."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BeneficiarioNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listImagemTipos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tipos de imagem. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idImagemTipo": 1,
                     *           "descricao": "Radiografia periapical"
                     *         },
                     *         {
                     *           "idImagemTipo": 2,
                     *           "descricao": "Radiografia panorâmica"
                     *         }
                     *       ],
                     *       "errorMessage": null
                     *     }
                     */
                    "application/json": components["schemas"]["ImagemTipoLookup"];
                };
            };
            401: components["responses"]["LookupUnauthorized"];
            403: components["responses"]["LookupForbidden"];
            /** @description Nenhum tipo cadastrado. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": [],
                     *       "errorMessage": "Não encontramos nenhum tipo de imagem"
                     *     }
                     */
                    "application/json": components["schemas"]["LookupErrorEnvelope"];
                };
            };
            429: components["responses"]["LookupTooManyRequests"];
            500: components["responses"]["LookupInternalError"];
            503: components["responses"]["LookupServiceUnavailable"];
        };
    };
    createPlanoTratamentoV1: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
                 *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
                 *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
                 *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
                 *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
                 *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
                 *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
                 *     recebe 422.
                 *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
                 *     muda (docs/product-rules.md#idempotency).
                 * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoPlanoTratamento"];
            };
        };
        responses: {
            /** @description Plano criado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1025
                     *       },
                     *       "message": "Plano de tratamento criado com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["IdEnvelope"];
                };
            };
            /** @description Dados faltando ou inválidos. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Dados inválidos para criação do plano de tratamento.",
                     *       "errors": [
                     *         "O campo matriculaBeneficiario é obrigatório."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "matriculaBeneficiario",
                     *           "reason": "O campo matriculaBeneficiario é obrigatório."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Beneficiário inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Recurso não encontrado ao criar o plano de tratamento.",
                     *       "errors": [
                     *         "Beneficiário não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PlanoRecusado"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamentoV1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "idPlanoTratamento": 1024,
                     *         "dtCriacao": "2026-11-02T12:00:00.000Z",
                     *         "dtValidade": "2027-01-01T12:00:00.000Z",
                     *         "status": 2,
                     *         "statusTiss": {
                     *           "codigo": 1,
                     *           "descricao": "Autorizado"
                     *         },
                     *         "ba3MatAnt": "09000001000001001",
                     *         "nome": "Maria da Silva",
                     *         "plano": "Odonto Essencial",
                     *         "empresa": null,
                     *         "dentistaExecutanteCro": "12345",
                     *         "dentistaExecutanteCroUf": "SP",
                     *         "dentistaExecutanteNome": "Dra. Ana Souza",
                     *         "dentistaSolicitanteCro": null,
                     *         "dentistaSolicitanteCroUf": null,
                     *         "dentistaSolicitanteNome": null,
                     *         "itens": [
                     *           {
                     *             "idProcedimentoItem": 3301,
                     *             "idPlanoTratamento": 1024,
                     *             "idDente": 16,
                     *             "codTuss": "85100200",
                     *             "descricao": "Restauração em resina fotopolimerizável 2 faces",
                     *             "especialidade": "Dentística",
                     *             "faces": "M,O",
                     *             "arcada": null,
                     *             "hemiArcada": null,
                     *             "sextante": null,
                     *             "regiao": null,
                     *             "audiStatus": "Autorizado",
                     *             "statusTiss": {
                     *               "codigo": 1,
                     *               "descricao": "Autorizado"
                     *             },
                     *             "audiCodigoGlosa": null,
                     *             "audiMotivoStatus": null,
                     *             "dtCriacao": "2026-11-02T12:05:00.000Z",
                     *             "glosasPrevistas": [],
                     *             "justificativa": null,
                     *             "prazo": {
                     *               "solicitadoEm": "2026-11-02T12:05:00.000Z",
                     *               "prazoResposta": "2026-11-12T02:59:59.999Z",
                     *               "diasUteis": 7,
                     *               "urgente": false,
                     *               "diasUteisRestantes": null,
                     *               "faixa": null,
                     *               "pausado": false,
                     *               "respondidoEm": "2026-11-02T18:00:00.000Z",
                     *               "respondidoNoPrazo": true
                     *             },
                     *             "autorizacaoAutomatica": null,
                     *             "fundamento": null,
                     *             "alteracao": null,
                     *             "valores": {
                     *               "valor": 180,
                     *               "coparticipacao": 0,
                     *               "valorOperadora": 180
                     *             },
                     *             "realizacao": null,
                     *             "documentacaoFinal": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlanoTratamentoV1Envelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Plano inexistente ou de outro dentista (a mesma resposta). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Plano de tratamento não encontrado.",
                     *       "errors": [
                     *         "Plano de tratamento não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlanoTratamento: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
                 *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
                 *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
                 *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
                 *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
                 *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
                 *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
                 *     recebe 422.
                 *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
                 *     muda (docs/product-rules.md#idempotency).
                 * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoPlanoTratamento"];
            };
        };
        responses: {
            /** @description Plano criado; `data.id` é o código do plano. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1025
                     *       },
                     *       "message": "Plano de tratamento criado com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["IdEnvelope"];
                };
            };
            /** @description Faltam informações. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Não foi possível criar o plano de tratamento por falta de informações.",
                     *       "errors": [
                     *         "O campo matriculaBeneficiario é obrigatório."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "matriculaBeneficiario",
                     *           "reason": "O campo matriculaBeneficiario é obrigatório."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Beneficiário inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Beneficiário não encontrado.",
                     *       "errors": [
                     *         "Beneficiário não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PlanoRecusado"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlanosByDentista: {
        parameters: {
            query?: {
                /**
                 * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
                 * @example 1
                 */
                pagina?: components["parameters"]["Pagina"];
                /**
                 * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
                 * @example 10
                 */
                tamanhoPagina?: components["parameters"]["TamanhoPagina"];
                /**
                 * @description Só planos neste status.
                 * @example 1
                 */
                status?: components["schemas"]["PlanoTratamentoStatus"];
                /**
                 * @description Parte do nome ou do número da carteira do beneficiário.
                 * @example Maria
                 */
                beneficiario?: string;
                /**
                 * @description Emitidos a partir desta data (inclusive).
                 * @example 2026-10-01
                 */
                dataInicio?: string;
                /**
                 * @description Emitidos até esta data (inclusive).
                 * @example 2026-11-30
                 */
                dataFim?: string;
                /**
                 * @description Coluna da ordenação: emissao (data de emissão), validade (data de validade) ou status (na ordem dos
                 *     status). Sem ela, pela emissão. Os empates saem dos mais recentes para os mais antigos, e o código
                 *     do plano desempata por último, de modo que as páginas não repetem nem pulam planos.
                 * @example emissao
                 */
                ordenarPor?: "emissao" | "validade" | "status";
                /**
                 * @description Direção da ordenação (asc crescente, desc decrescente); sem ela, desc.
                 * @example desc
                 */
                ordem?: components["schemas"]["Ordem"];
            };
            header?: never;
            path: {
                /** @description CRO do dentista logado. */
                cro: components["schemas"]["Cro"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Planos do dentista. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idPlanoTratamento": 1024,
                     *           "dtCriacao": "2026-11-02T12:00:00.000Z",
                     *           "dtValidade": "2027-01-01T12:00:00.000Z",
                     *           "status": 1,
                     *           "statusTiss": {
                     *             "codigo": 2,
                     *             "descricao": "Em análise"
                     *           },
                     *           "ba3MatAnt": "09000001000001001",
                     *           "nome": "Maria da Silva",
                     *           "nomeSocial": null,
                     *           "plano": "Odonto Essencial",
                     *           "empresa": null,
                     *           "dentistaExecutanteCro": "12345",
                     *           "dentistaExecutanteCroUf": "SP",
                     *           "dentistaExecutanteNome": "Dra. Ana Souza"
                     *         }
                     *       ],
                     *       "paginacao": {
                     *         "pagina": 1,
                     *         "tamanhoPagina": 20,
                     *         "total": 1,
                     *         "totalPaginas": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PlanoTratamentoListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O plano, ou `data` nulo quando não existe. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamentoTiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A guia, como anexo `GTO-<número da emissão>.xml` (ISO-8859-1, como o padrão TISS pede). */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `attachment; filename="GTO-<número da emissão>.xml"`, por exemplo `GTO-PTO-0017-02.xml`. */
                    "Content-Disposition"?: string;
                    /** @description O número da emissão respondida (`PTO-0017-02`). */
                    "Numero-Guia"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            /**
             * @description Não há guia a emitir, com o motivo em pt-BR: o plano não tem procedimentos (uma guia TISS traz ao
             *     menos um); foi concluído; todos os itens já foram decididos; os que restam já foram solicitados e
             *     estão em auditoria; ou o plano foi cancelado antes de qualquer guia ser emitida (não há guia a
             *     cancelar).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamentoImpressao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A guia, como `GTO-<número>.pdf`, aberta no navegador (`inline`). */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `inline; filename="GTO-<número>.pdf"`: o da última emissão, ou o código do plano antes de qualquer uma. */
                    "Content-Disposition"?: string;
                    /** @description O número impresso (`PTO-0017-02`, ou `PTO-0017` antes de qualquer emissão). */
                    "Numero-Guia"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlanoTratamentoItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
                 *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
                 *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
                 *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
                 *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
                 *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
                 *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
                 *     recebe 422.
                 *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
                 *     muda (docs/product-rules.md#idempotency).
                 * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoPlanoTratamentoItem"];
            };
        };
        responses: {
            /** @description Item criado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "idProcedimentoItem": 3302
                     *       },
                     *       "message": "Procedimento adicionado com sucesso!"
                     *     }
                     */
                    "application/json": components["schemas"]["ItemCriadoEnvelope"];
                };
            };
            /** @description Faltam informações, corpo fora da descrição, ou dente/face que não existem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Não foi possível criar o item do plano de tratamento por falta de informações.",
                     *       "errors": [
                     *         "Escolha no máximo 5 faces do dente (por exemplo, M,O,D)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "faces",
                     *           "reason": "Escolha no máximo 5 faces do dente (por exemplo, M,O,D)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Plano ou procedimento inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Nenhum plano de tratamento encontrado.",
                     *       "errors": [
                     *         "Nenhum plano de tratamento encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description O plano não aceita novos itens (concluído ou cancelado); ou uma requisição com a mesma
             *     Idempotency-Key ainda está em andamento.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos.",
                     *       "errors": [
                     *         "Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nada é gravado. Ou o item não pode ser lido (glosas `bloqueante`), ou as regras preveem glosas e
             *     o corpo não traz `justificativa`: `errors` traz uma frase por glosa, com o código da Tabela 38 e
             *     como corrigir, e `glosas` as mesmas glosas em campos, como a validação
             *     (`POST /v2/planoTratamentoItens/validacao`) as devolve; sem justificativa, `invalid-params` nomeia
             *     também `justificativa`. Também 422, sem `glosas`: a Idempotency-Key já foi usada com outros dados.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "O procedimento receberia glosa. Corrija o item ou envie-o com uma justificativa técnica para a auditoria.",
                     *       "errors": [
                     *         "Glosa 3056: 'Restauração em resina fotopolimerizável 2 faces' é para 2 faces e foram escolhidas 3: ajuste as faces ou escolha o código do número de faces restauradas.",
                     *         "Para enviar um procedimento com glosa prevista, escreva a justificativa técnica (ao menos 20 caracteres)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "faces",
                     *           "reason": "Glosa 3056: 'Restauração em resina fotopolimerizável 2 faces' é para 2 faces e foram escolhidas 3: ajuste as faces ou escolha o código do número de faces restauradas."
                     *         },
                     *         {
                     *           "name": "justificativa",
                     *           "reason": "Para enviar um procedimento com glosa prevista, escreva a justificativa técnica (ao menos 20 caracteres)."
                     *         }
                     *       ],
                     *       "glosas": [
                     *         {
                     *           "codigo": "3056",
                     *           "descricao": "NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS",
                     *           "correcao": "'Restauração em resina fotopolimerizável 2 faces' é para 2 faces e foram escolhidas 3: ajuste as faces ou escolha o código do número de faces restauradas.",
                     *           "campo": "faces",
                     *           "bloqueante": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ItemRecusadoEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validatePlanoTratamentoItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoPlanoTratamentoItem"];
            };
        };
        responses: {
            /** @description As glosas previstas (vazia quando o item passa). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlosaPrevistaListEnvelope"];
                };
            };
            /** @description Faltam informações, corpo fora da descrição, ou dente/face que não existem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Não foi possível criar o item do plano de tratamento por falta de informações.",
                     *       "errors": [
                     *         "Escolha no máximo 5 faces do dente (por exemplo, M,O,D)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "faces",
                     *           "reason": "Escolha no máximo 5 faces do dente (por exemplo, M,O,D)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Plano inexistente ou de outro dentista, beneficiário inexistente, ou procedimento inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Nenhum plano de tratamento encontrado.",
                     *       "errors": [
                     *         "Nenhum plano de tratamento encontrado."
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
    deletePlanoTratamentoItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item (idProcedimentoItem).
                 * @example 3302
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Item removido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "Procedimento removido do plano de tratamento."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Item inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Item do plano de tratamento não encontrado.",
                     *       "errors": [
                     *         "Item do plano de tratamento não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description O item já saiu de 'Aguardando Aprovação', ou o seu plano foi cancelado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Só é possível remover procedimentos com status 'Aguardando Aprovação'. Este está 'Autorizado'.",
                     *       "errors": [
                     *         "Só é possível remover procedimentos com status 'Aguardando Aprovação'. Este está 'Autorizado'."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlanoTratamentoItens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Itens do plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "idProcedimentoItem": 3301,
                     *           "idPlanoTratamento": 1024,
                     *           "idDente": 16,
                     *           "codTuss": "85100200",
                     *           "descricao": "Restauração em resina fotopolimerizável 2 faces",
                     *           "especialidade": "Dentística",
                     *           "faces": "M,O",
                     *           "arcada": null,
                     *           "hemiArcada": null,
                     *           "sextante": null,
                     *           "regiao": null,
                     *           "audiStatus": "Autorizado",
                     *           "statusTiss": {
                     *             "codigo": 1,
                     *             "descricao": "Autorizado"
                     *           },
                     *           "audiCodigoGlosa": null,
                     *           "audiMotivoStatus": null,
                     *           "dtCriacao": "2026-11-02T12:05:00.000Z",
                     *           "glosasPrevistas": [],
                     *           "justificativa": null,
                     *           "prazo": {
                     *             "solicitadoEm": "2026-11-02T12:05:00.000Z",
                     *             "prazoResposta": "2026-11-12T02:59:59.999Z",
                     *             "diasUteis": 7,
                     *             "urgente": false,
                     *             "diasUteisRestantes": null,
                     *             "faixa": null,
                     *             "pausado": false,
                     *             "respondidoEm": "2026-11-02T18:00:00.000Z",
                     *             "respondidoNoPrazo": true
                     *           },
                     *           "autorizacaoAutomatica": null,
                     *           "fundamento": null,
                     *           "alteracao": null,
                     *           "valores": {
                     *             "valor": 180,
                     *             "coparticipacao": 0,
                     *             "valorOperadora": 180
                     *           },
                     *           "realizacao": null,
                     *           "documentacaoFinal": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlanoTratamentoItemListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addItensToFechamento: {
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
                 *       "idsProcedimentoItem": [
                 *         3301
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FechamentoRequest"];
            };
        };
        responses: {
            /** @description Itens adicionados ao fechamento. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "idFechamento": 12,
                     *         "competencia": "2026-11",
                     *         "quantidadeItens": 4,
                     *         "itens": [
                     *           {
                     *             "idProcedimentoItem": 3301,
                     *             "idPlanoTratamento": 1024,
                     *             "idDente": 16,
                     *             "codTuss": "85100200",
                     *             "descricao": "Restauração em resina fotopolimerizável 2 faces",
                     *             "especialidade": "Dentística",
                     *             "faces": "M,O",
                     *             "arcada": null,
                     *             "hemiArcada": null,
                     *             "sextante": null,
                     *             "regiao": null,
                     *             "audiStatus": "Realizado",
                     *             "statusTiss": {
                     *               "codigo": 1,
                     *               "descricao": "Autorizado"
                     *             },
                     *             "audiCodigoGlosa": null,
                     *             "audiMotivoStatus": null,
                     *             "dtCriacao": "2026-11-02T12:05:00.000Z",
                     *             "glosasPrevistas": [],
                     *             "justificativa": null,
                     *             "prazo": {
                     *               "solicitadoEm": "2026-11-02T12:05:00.000Z",
                     *               "prazoResposta": "2026-11-12T02:59:59.999Z",
                     *               "diasUteis": 7,
                     *               "urgente": false,
                     *               "diasUteisRestantes": null,
                     *               "faixa": null,
                     *               "pausado": false,
                     *               "respondidoEm": "2026-11-02T18:00:00.000Z",
                     *               "respondidoNoPrazo": true
                     *             },
                     *             "autorizacaoAutomatica": null,
                     *             "fundamento": null,
                     *             "alteracao": null,
                     *             "valores": {
                     *               "valor": 180,
                     *               "coparticipacao": 36,
                     *               "valorOperadora": 144
                     *             },
                     *             "realizacao": {
                     *               "dataRealizacao": "2026-11-20",
                     *               "registradaEm": "2026-11-20T18:30:00.000Z",
                     *               "idLote": 12,
                     *               "numeroLote": "000012",
                     *               "analise": null
                     *             },
                     *             "documentacaoFinal": null
                     *           }
                     *         ]
                     *       },
                     *       "message": "1 procedimento(s) adicionado(s) ao fechamento de 11/2026."
                     *     }
                     */
                    "application/json": components["schemas"]["FechamentoEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Item inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Item do plano de tratamento não encontrado.",
                     *       "errors": [
                     *         "Item do plano de tratamento não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Algum item não está 'Autorizado', ou é de um plano cancelado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Só procedimentos com status 'Autorizado' podem ir para o fechamento.",
                     *       "errors": [
                     *         "Só procedimentos com status 'Autorizado' podem ir para o fechamento."
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
    listLotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os lotes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoteListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O lote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoteEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendLote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O lote enviado, com o protocolo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoteEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            /** @description O lote já foi enviado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este lote já foi enviado à operadora e não pode mudar.",
                     *       "errors": [
                     *         "Este lote já foi enviado à operadora e não pode mudar."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description O lote não pode ir ainda, com o motivo de cada pendência. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "O lote ainda não pode ser enviado: falta a documentação final de 1 procedimento.",
                     *       "errors": [
                     *         "Tratamento endodôntico unirradicular - dente 11: falta a documentação final (Radiografia periapical)."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLoteTiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A mensagem do lote. */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `attachment; filename="LOTE-<número do lote>.xml"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            /** @description O lote ainda não foi enviado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este lote ainda não foi enviado à operadora.",
                     *       "errors": [
                     *         "Este lote ainda não foi enviado à operadora."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLoteDemonstrativoTiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A mensagem do demonstrativo (ISO-8859-1). */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `attachment; filename="DEMONSTRATIVO-<número do lote>.xml"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            409: components["responses"]["DemonstrativoNaoEmitido"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLoteDemonstrativoPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O demonstrativo em PDF. */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `attachment; filename="DEMONSTRATIVO-<número do lote>.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            409: components["responses"]["DemonstrativoNaoEmitido"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPlanoTratamentoImagem: {
        parameters: {
            query: {
                /**
                 * @description Código do plano.
                 * @example 1024
                 */
                idPlanoTratamento: number;
                /**
                 * @description Opcional. O servidor já sabe quem é o beneficiário do plano; clientes antigos que enviam o CPF
                 *     continuam aceitos, e um CPF diferente do beneficiário é recusado (pontuação é ignorada).
                 * @example 52998224725
                 */
                cpf?: string;
            };
            header?: {
                /**
                 * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
                 *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
                 *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
                 *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
                 *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
                 *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
                 *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
                 *     recebe 422.
                 *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
                 *     muda (docs/product-rules.md#idempotency).
                 * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadImagemMultipart"];
                /**
                 * @example {
                 *       "IdImagemTipo": 1,
                 *       "ContentType": "image/png",
                 *       "Data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
                 *       "IdUsuario": "12345"
                 *     }
                 */
                "application/json": components["schemas"]["UploadImagemJson"];
            };
        };
        responses: {
            /** @description Arquivo guardado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "idImagem": 88
                     *       },
                     *       "message": "Arquivo enviado com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["UploadEnvelope"];
                };
            };
            /** @description Campos faltando, base64 inválido ou CPF diferente do beneficiário do plano. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Não foi possível criar o item do plano de tratamento por falta de informações.",
                     *       "errors": [
                     *         "O campo IdImagemTipo é obrigatório."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "IdImagemTipo",
                     *           "reason": "O campo IdImagemTipo é obrigatório."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanNotFound"];
            /**
             * @description O plano já tem 10 arquivos, ou foi cancelado; ou uma requisição com a mesma Idempotency-Key ainda está
             *     em andamento.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Arquivo \"radiografia.png\" não pode ser adicionado, pois você atingiu a quantidade máxima.",
                     *       "errors": [
                     *         "Arquivo \"radiografia.png\" não pode ser adicionado, pois você atingiu a quantidade máxima."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Arquivo acima de 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Arquivo \"raio-x.png\" excede o limite de 2 MB.",
                     *       "errors": [
                     *         "Arquivo \"raio-x.png\" excede o limite de 2 MB."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description O conteúdo não é JPEG, PNG, GIF, TIFF nem PDF (ou o corpo não é multipart nem JSON); ou o arquivo
             *     está incompleto (cortado, sem o marcador final); ou é uma imagem de mais de 40 megapixels (ou que
             *     ocuparia mais de 512 MB aberta, como uma TIFF "bomba"); ou é um PDF ativo: JavaScript, ações
             *     (`/OpenAction` que não seja só abrir numa página, `/AA`, `/Launch`, `/SubmitForm`, `/ImportData`,
             *     `/GoToR`, `/GoToE`), formulários (`/AcroForm`, `/XFA`), anexos ou mídia; ou é um PDF que não
             *     conseguimos ler por inteiro (objeto danificado, filtro desconhecido, criptografia). Links `/URI`
             *     são aceitos.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Arquivo \"raio-x.png\" possui tipo inválido.",
                     *       "errors": [
                     *         "Arquivo \"raio-x.png\" possui tipo inválido."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamentoImagemArquivo: {
        parameters: {
            query: {
                /**
                 * @description Instante de expiração, em segundos desde 1970 (UTC).
                 * @example 1795271400
                 */
                expira: number;
                /**
                 * @description A sessão que leu o plano; a URL deixa de valer quando ela termina.
                 * @example 0b6f1c9e-4d2a-4f7b-9a51-2c8e7d3f5a10
                 */
                sessao: string;
                /**
                 * @description HMAC-SHA256 (base64url) de `idImagem`, `expira` e `sessao` com o segredo do servidor.
                 * @example 3sQ0lWmXxJ7d9hQ2n5R4kF8bT1yZ6cV0aE3gP9uL2oI
                 */
                assinatura: string;
            };
            header?: never;
            path: {
                /**
                 * @description Código do arquivo.
                 * @example 88
                 */
                idImagem: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O arquivo, com o tipo decidido pelos bytes no envio. */
            200: {
                headers: {
                    /** @description `no-store`: dados de saúde não ficam em cache. */
                    "Cache-Control"?: string;
                    /** @description `attachment` com o nome original (RFC 5987), para imagens e PDFs. */
                    "Content-Disposition"?: string;
                    /** @description `sandbox; default-src 'none'`: aberto no navegador, o arquivo não roda nada. */
                    "Content-Security-Policy"?: string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                    "image/gif": unknown;
                    "image/tiff": unknown;
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description URL expirada, assinatura inválida ou sessão encerrada. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente.",
                     *       "errors": [
                     *         "Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Arquivo inexistente. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Arquivo não encontrado.",
                     *       "errors": [
                     *         "Arquivo não encontrado."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerPlanoTratamentoItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item do plano (idProcedimentoItem).
                 * @example 3302
                 */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "texto": "Segue a radiografia periapical do dente 26 mostrando a lesão de cárie na face mesial.",
                 *       "idsImagem": [
                 *         88
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RespostaAuditoria"];
            };
        };
        responses: {
            /** @description Resposta registrada; o item volta à fila. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ItemNotFound"];
            409: components["responses"]["ItemStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerAlteracaoItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item do plano (idProcedimentoItem).
                 * @example 3302
                 */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "aceitar": false,
                 *       "texto": "A radiografia mostra cárie também na face distal; peço as três faces."
                 *     }
                 */
                "application/json": components["schemas"]["RespostaAlteracao"];
            };
        };
        responses: {
            /** @description A resposta registrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ItemNotFound"];
            409: components["responses"]["ItemStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    contestPlanoTratamentoItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item do plano (idProcedimentoItem).
                 * @example 3302
                 */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "texto": "O dente 36 tem lesão periapical extensa na radiografia enviada; o tratamento endodôntico é indicado."
                 *     }
                 */
                "application/json": components["schemas"]["Contestacao"];
            };
        };
        responses: {
            /** @description A contestação registrada; o item está em junta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ItemNotFound"];
            409: components["responses"]["ItemStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPlanoTratamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "motivo": "O beneficiário decidiu fazer o tratamento em outro momento."
                 *     }
                 */
                "application/json": components["schemas"]["CancelamentoPlano"];
            };
        };
        responses: {
            /** @description Plano cancelado; o plano como ficou. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanoNotFound"];
            /** @description O plano já está cancelado, foi concluído ou tem procedimento realizado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este plano de tratamento tem procedimentos realizados e não pode ser cancelado.",
                     *       "errors": [
                     *         "Este plano de tratamento tem procedimentos realizados e não pode ser cancelado."
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
    listPlanoTratamentoHistorico: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O histórico do plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoricoEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanoNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanoTratamentoSituacaoInicial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A situação inicial do plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SituacaoInicialDoPlanoEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanoNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Números do painel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "totalPacientes": 42,
                     *         "planosAVencer": 3,
                     *         "procedimentosUltimos30Dias": 57,
                     *         "planosAtivos": 18,
                     *         "proximosVencimentos": [
                     *           {
                     *             "idPlanoTratamento": 1024,
                     *             "nome": "Maria da Silva",
                     *             "ba3MatAnt": "09000001000001001",
                     *             "dtValidade": "2026-11-30T12:00:00.000Z",
                     *             "diasRestantes": 9
                     *           }
                     *         ],
                     *         "procedimentosPorEspecialidade": [
                     *           {
                     *             "especialidade": "Dentística",
                     *             "quantidade": 20,
                     *             "percentual": 35.1
                     *           }
                     *         ],
                     *         "pacientesRecentes": [
                     *           {
                     *             "nome": "Maria da Silva",
                     *             "ba3MatAnt": "09000001000001001",
                     *             "idPlanoTratamento": 1024,
                     *             "dtCriacao": "2026-11-02T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "financeiro": {
                     *           "aReceber": 1240.5,
                     *           "recebidoUltimos30Dias": 980,
                     *           "glosadoUltimos30Dias": 120,
                     *           "percentualGlosaUltimos30Dias": 10.9,
                     *           "recuperadoUltimos30Dias": 45
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGlosas: {
        parameters: {
            query?: {
                /**
                 * @description Texto procurado no nome do paciente, procedimento, descrição, código ou id.
                 * @example Maria
                 */
                busca?: components["parameters"]["Busca"];
                /**
                 * @description Só as glosas deste lote.
                 * @example 12
                 */
                idLote?: number;
                /**
                 * @description Aba de situação do recurso.
                 * @example nao_recorrida
                 */
                status?: components["schemas"]["GlosaStatus"];
                /**
                 * @description Coluna da ordenação: dataAnalise (data da análise da conta), dataRealizacao (data em que o
                 *     procedimento foi realizado), valorInformado, valorGlosado ou situacao (na ordem das situações do
                 *     recurso: não recorrida, em recurso, aceita, aceita em parte, mantida). Sem ela, pela data da análise.
                 *     O código da glosa desempata, de modo que as páginas não repetem nem pulam glosas.
                 * @example dataAnalise
                 */
                ordenarPor?: "dataAnalise" | "dataRealizacao" | "valorInformado" | "valorGlosado" | "situacao";
                /**
                 * @description Direção da ordenação (asc crescente, desc decrescente); sem ela, desc.
                 * @example desc
                 */
                ordem?: components["schemas"]["Ordem"];
                /**
                 * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
                 * @example 1
                 */
                pagina?: components["parameters"]["Pagina"];
                /**
                 * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
                 * @example 10
                 */
                tamanhoPagina?: components["parameters"]["TamanhoPagina"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de glosas, com resumo e lotes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "idProcedimentoItem": 3302,
                     *           "idPlanoTratamento": 17,
                     *           "numeroGuiaPrestador": "PTO-0017",
                     *           "idLote": 12,
                     *           "numeroLote": "000012",
                     *           "protocolo": "261110000012",
                     *           "temDemonstrativo": true,
                     *           "patientName": "Maria da Silva",
                     *           "patientId": "09000001000001001",
                     *           "procedureCode": "85200166",
                     *           "procedureName": "Tratamento endodôntico unirradicular",
                     *           "local": "Dente 21",
                     *           "dataRealizacao": "2026-11-03",
                     *           "originalAmount": 620,
                     *           "glosedAmount": 620,
                     *           "tipo": "total",
                     *           "codigoGlosa": "3067",
                     *           "descricaoGlosa": "RADIOGRAFIA FINAL NÃO ENVIADA",
                     *           "observacao": "A periapical enviada é a de diagnóstico, não a final com a obturação.",
                     *           "reason": "3067 – RADIOGRAFIA FINAL NÃO ENVIADA. A periapical enviada é a de diagnóstico, não a final com a obturação.",
                     *           "status": "nao_recorrida",
                     *           "submissionDate": "2026-11-10",
                     *           "responseDate": "2026-11-18",
                     *           "valorRecuperado": 0,
                     *           "recurso": {
                     *             "permitido": true,
                     *             "prazo": "2026-12-18",
                     *             "diasRestantes": 21,
                     *             "proximaRodada": 1,
                     *             "rodadasMaximas": 2,
                     *             "motivo": null
                     *           },
                     *           "recursos": []
                     *         }
                     *       ],
                     *       "resumo": {
                     *         "totalGlosado": 620,
                     *         "naoRecorrido": 620,
                     *         "emRecurso": 0,
                     *         "recuperado": 0
                     *       },
                     *       "lotes": [
                     *         {
                     *           "idLote": 12,
                     *           "numeroLote": "000012"
                     *         }
                     *       ],
                     *       "paginacao": {
                     *         "pagina": 1,
                     *         "tamanhoPagina": 10,
                     *         "total": 1,
                     *         "totalPaginas": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GlosaListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRecursoGlosa: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Opcional. Uma chave por ação do usuário (o portal gera uma a cada clique e a repete nas novas
                 *     tentativas automáticas), até 255 caracteres ASCII visíveis (um UUID, por exemplo). A primeira
                 *     requisição com a chave cria e sua resposta de sucesso fica guardada por 24 horas: repetir a mesma
                 *     requisição com a mesma chave devolve essa resposta (com o cabeçalho `Idempotent-Replayed: true`) e não
                 *     cria nada. Duas requisições iguais ao mesmo tempo criam uma vez só: a chave é gravada com a resposta na
                 *     mesma transação que cria, e a que termina depois desfaz o que fez e recebe a resposta da primeira (409,
                 *     raro, só se a chave da primeira já não estiver guardada: tente de novo). A mesma chave com outros dados
                 *     recebe 422.
                 *     Uma requisição recusada ou que falhou não guarda nada: repeti-la executa de novo. Sem a chave, nada
                 *     muda (docs/product-rules.md#idempotency).
                 * @example 3f2b8c1e-6a4d-4c2b-9f1e-0d7a5b6c8e91
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "itens": [
                 *         {
                 *           "idGlosa": 7,
                 *           "justificativa": "Segue a periapical final com a obturação do 11, enviada por engano a de diagnóstico.",
                 *           "idsImagem": [
                 *             91
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RecursoGlosaRequest"];
            };
        };
        responses: {
            /** @description O recurso registrado, com o protocolo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecursoGlosaEnvelope"];
                };
            };
            /** @description Justificativa vazia ou longa demais, glosas repetidas ou de lotes diferentes, arquivo de outro plano. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "O recurso não foi enviado.",
                     *       "errors": [
                     *         "Escreva a justificativa do recurso (até 500 caracteres)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "itens/0/justificativa",
                     *           "reason": "Escreva a justificativa do recurso (até 500 caracteres)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Glosa inexistente (ou de outro dentista). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Glosa não encontrada.",
                     *       "errors": [
                     *         "Glosa não encontrada."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description O prazo de recurso terminou, a glosa já está em recurso, foi aceita por inteiro ou esgotou as rodadas; ou
             *     uma requisição com a mesma Idempotency-Key ainda está em andamento.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "O recurso não foi enviado.",
                     *       "errors": [
                     *         "O prazo de recurso da glosa de Radiografia panorâmica terminou em 20/10/2026."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecursoGlosaTiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do recurso de glosa.
                 * @example 3
                 */
                id: components["parameters"]["RecursoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O XML do recurso. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RecursoNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecursoGlosaRespostaTiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do recurso de glosa.
                 * @example 3
                 */
                id: components["parameters"]["RecursoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O XML da resposta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RecursoNotFound"];
            /** @description A operadora ainda não respondeu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "A operadora ainda não respondeu a este recurso.",
                     *       "errors": [
                     *         "A operadora ainda não respondeu a este recurso."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFinanceiro: {
        parameters: {
            query?: {
                /**
                 * @description Texto procurado no nome do paciente, procedimento, descrição, código ou id.
                 * @example Maria
                 */
                busca?: components["parameters"]["Busca"];
                /**
                 * @description Forma de pagamento.
                 * @example pix
                 */
                metodoPagamento?: components["schemas"]["PaymentMethod"];
                /**
                 * @description Aba de status.
                 * @example completed
                 */
                status?: components["schemas"]["FinancialStatus"];
                /**
                 * @description Coluna da ordenação: dataEnvio (envio do lote), competencia, valorInformado, valorGlosado,
                 *     valorLiberado, prazoPagamento, dataPagamento (os ainda não pagos por último) ou situacao (na ordem
                 *     das situações do lote: enviado, em análise, analisado, pago). Sem ela, pelo envio. O número do lote
                 *     desempata, de modo que as páginas não repetem nem pulam registros.
                 * @example dataEnvio
                 */
                ordenarPor?: "dataEnvio" | "competencia" | "valorInformado" | "valorGlosado" | "valorLiberado" | "prazoPagamento" | "dataPagamento" | "situacao";
                /**
                 * @description Direção da ordenação (asc crescente, desc decrescente); sem ela, desc.
                 * @example desc
                 */
                ordem?: components["schemas"]["Ordem"];
                /**
                 * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
                 * @example 1
                 */
                pagina?: components["parameters"]["Pagina"];
                /**
                 * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
                 * @example 10
                 */
                tamanhoPagina?: components["parameters"]["TamanhoPagina"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de registros, com resumo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "idLote": 12,
                     *           "numeroLote": "000012",
                     *           "protocolo": "261110000012",
                     *           "competencia": "2026-11",
                     *           "description": "Lote 000012 · 2 guias, 3 procedimentos",
                     *           "loteStatus": "Pago",
                     *           "status": "completed",
                     *           "valorInformado": 980,
                     *           "valorGlosado": 620,
                     *           "valorLiberado": 360,
                     *           "valorCreditos": 0,
                     *           "creditos": [],
                     *           "amount": 360,
                     *           "paymentMethod": "pix",
                     *           "dueDate": "2026-12-10",
                     *           "paymentDate": "2026-11-25",
                     *           "numeroDemonstrativo": "DP0000000012",
                     *           "createdAt": "2026-11-10T13:00:00.000Z",
                     *           "updatedAt": "2026-11-25T15:20:00.000Z"
                     *         }
                     *       ],
                     *       "resumo": {
                     *         "totalRecebido": 360,
                     *         "pendente": 0,
                     *         "total": 360,
                     *         "creditosAReceber": 0
                     *       },
                     *       "creditosPendentes": [],
                     *       "paginacao": {
                     *         "pagina": 1,
                     *         "tamanhoPagina": 10,
                     *         "total": 1,
                     *         "totalPaginas": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FinanceiroListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOuvidoriaMensagem: {
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
                 *       "protocoloAnterior": "12345620261101000123",
                 *       "numeroCarteira": "09000001000001001",
                 *       "nome": "Dra. Ana Souza",
                 *       "email": "ana.souza@example.com",
                 *       "telefone": "(11) 3333-4444",
                 *       "whatsapp": "(11) 98765-4321",
                 *       "cidade": "São Paulo",
                 *       "mensagem": "O atendimento de primeira instância não respondeu à minha solicitação."
                 *     }
                 */
                "application/json": components["schemas"]["OuvidoriaMensagem"];
            };
        };
        responses: {
            /** @description Mensagem registrada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "protocolo": "12345620261121000042",
                     *         "prazoResposta": "2026-12-01",
                     *         "recebidoEm": "2026-11-21T14:30:00.000Z"
                     *       },
                     *       "message": "Mensagem enviada. Seu protocolo é 12345620261121000042; responderemos até 01/12/2026."
                     *     }
                     */
                    "application/json": components["schemas"]["OuvidoriaProtocoloEnvelope"];
                };
            };
            /** @description Campo obrigatório faltando ou inválido. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Verifique os campos obrigatórios.",
                     *       "errors": [
                     *         "Informe um e-mail válido."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "email",
                     *           "reason": "Informe um e-mail válido."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotificacoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As notificações. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificacoesEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificacoesLidas: {
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
                 *       "ids": [
                 *         12,
                 *         13
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MarcarLidas"];
            };
        };
        responses: {
            /** @description Quantas restam não lidas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NaoLidasEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamNotificacoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O fluxo de eventos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: notificacao
                     *     data: {"naoLidas":1,"notificacao":{"idNotificacao":12,"dtCriacao":"2026-11-27T10:00:00.000Z","titulo":"Procedimento autorizado","texto":"Maria S., PTO-1042, dente 26: 85100196 - Restauração em resina fotopolimerizável 1 face.","idPlanoTratamento":1042,"idProcedimentoItem":3302,"lida":false}}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditoriaFila: {
        parameters: {
            query?: {
                /** @description CRO (só dígitos) ou parte do nome do dentista. */
                dentista?: string;
                /** @description Número da carteira ou parte do nome do beneficiário. */
                beneficiario?: string;
                /** @description Código TUSS ou parte da descrição do procedimento. */
                procedimento?: string;
                /** @description Só itens há pelo menos tantos dias na fila. */
                diasNaFila?: number;
                /** @description Só itens desta faixa do prazo de resposta. */
                faixaPrazo?: components["schemas"]["FaixaPrazo"];
                /** @description true, só itens urgentes; false, só os eletivos. */
                urgencia?: boolean;
                /** @description true, só itens com glosa prevista pelas regras; false, só os sem. */
                glosaPrevista?: boolean;
                /** @description true, só itens em junta odontológica; false, só os outros. */
                junta?: boolean;
                /**
                 * @description Coluna da ordenação: prazo (prazo de resposta) ou naFila (desde quando o item espera). Sem ela,
                 *     pelo prazo. O código do item desempata, de modo que as páginas não repetem nem pulam itens.
                 */
                ordenarPor?: "prazo" | "naFila";
                /** @description Direção da ordenação (asc crescente, desc decrescente); sem ela, asc. */
                ordem?: components["schemas"]["Ordem"];
                pagina?: number;
                tamanhoPagina?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página da fila. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilaAuditoriaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditoriaCodigos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os códigos por decisão. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodigosPorDecisaoEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuditoriaOperacoes: {
        parameters: {
            query?: {
                de?: string;
                ate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os números da operação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperacoesAuditoriaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditoriaGlosas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os códigos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlosaCodigosEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditoriaContas: {
        parameters: {
            query?: {
                /** @description Só os lotes neste passo ('Aberto' não entra na fila). */
                status?: "Enviado" | "Em análise" | "Analisado" | "Pago";
                /**
                 * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
                 * @example 1
                 */
                pagina?: components["parameters"]["Pagina"];
                /**
                 * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
                 * @example 10
                 */
                tamanhoPagina?: components["parameters"]["TamanhoPagina"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de contas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuditoriaConta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    analyseAuditoriaContaItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item do plano (idProcedimentoItem).
                 * @example 3302
                 */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnaliseDaContaRequest"];
            };
        };
        responses: {
            /** @description A conta com a análise registrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ItemNotFound"];
            /** @description O item já foi analisado, ou o lote não está em análise. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este item já foi analisado; a análise não muda.",
                     *       "errors": [
                     *         "Este item já foi analisado; a análise não muda."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description O código da Tabela 38 não é da fase de faturamento. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "A análise não foi registrada.",
                     *       "errors": [
                     *         "O código 3056 não serve para glosar uma conta (não é da fase de faturamento)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "codigoGlosa",
                     *           "reason": "O código 3056 não serve para glosar uma conta (não é da fase de faturamento)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payAuditoriaConta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do lote de faturamento (idLote).
                 * @example 12
                 */
                id: components["parameters"]["LoteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataPagamento": "2026-11-25",
                 *       "formaPagamento": "pix"
                 *     }
                 */
                "application/json": components["schemas"]["PagamentoDaContaRequest"];
            };
        };
        responses: {
            /** @description A conta paga, com o demonstrativo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LoteNotFound"];
            /** @description O lote não está analisado (falta analisar itens, ou já foi pago). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Só um lote analisado pode ser pago.",
                     *       "errors": [
                     *         "Só um lote analisado pode ser pago."
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
    listAuditoriaRecursos: {
        parameters: {
            query?: {
                /** @example aguardando */
                situacao?: "aguardando" | "respondido";
                /**
                 * @description Página pedida, a partir de 1. Sem ela (e sem tamanhoPagina) a lista de planos vem inteira.
                 * @example 1
                 */
                pagina?: components["parameters"]["Pagina"];
                /**
                 * @description Itens por página (padrão 10 em glosas e financeiro, 20 nos planos).
                 * @example 10
                 */
                tamanhoPagina?: components["parameters"]["TamanhoPagina"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de recursos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecursoListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuditoriaRecurso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do recurso de glosa.
                 * @example 3
                 */
                id: components["parameters"]["RecursoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O recurso. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecursoGlosaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RecursoNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerAuditoriaRecurso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do recurso de glosa.
                 * @example 3
                 */
                id: components["parameters"]["RecursoId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "itens": [
                 *         {
                 *           "id": 4,
                 *           "decisao": "aceitar"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RespostaRecursoRequest"];
            };
        };
        responses: {
            /** @description O recurso respondido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecursoGlosaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RecursoNotFound"];
            /** @description O recurso já foi respondido. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "Este recurso já foi respondido; a resposta não muda.",
                     *       "errors": [
                     *         "Este recurso já foi respondido; a resposta não muda."
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
    getAuditoriaPlano: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do plano de tratamento (idPlanoTratamento).
                 * @example 1024
                 */
                id: components["parameters"]["PlanoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoAuditoriaEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PlanoNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideAuditoriaItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código do item do plano (idProcedimentoItem).
                 * @example 3302
                 */
                id: components["parameters"]["ItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisaoAuditoria"];
            };
        };
        responses: {
            /** @description O item decidido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoTratamentoItemEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ItemNotFound"];
            409: components["responses"]["ItemStatusConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description O código da Tabela 38 não serve para a decisão (por exemplo, um código de pendência ou da fase de faturamento para negar). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "A decisão não foi registrada.",
                     *       "errors": [
                     *         "O código 3067 não serve para negar uma autorização (é de pendência ou de outra fase da guia)."
                     *       ],
                     *       "invalid-params": [
                     *         {
                     *           "name": "codigoGlosa",
                     *           "reason": "O código 3067 não serve para negar uma autorização (é de pendência ou de outra fase da guia)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlossario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O glossário. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "statusTiss": [
                     *           {
                     *             "codigo": 2,
                     *             "descricao": "Em análise"
                     *           }
                     *         ],
                     *         "statusDoProduto": [
                     *           {
                     *             "tipo": "item",
                     *             "valor": "Aguardando Aprovação",
                     *             "significado": "O item foi incluído e espera a decisão da auditoria da operadora.",
                     *             "codigosTiss": [
                     *               2
                     *             ]
                     *           }
                     *         ],
                     *         "codigosTabela38": [
                     *           {
                     *             "codigo": "1430",
                     *             "descricao": "PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO",
                     *             "fase": "autorizacao"
                     *           }
                     *         ],
                     *         "regioes": [
                     *           {
                     *             "codigo": "AS",
                     *             "descricao": "Arco Superior"
                     *           }
                     *         ],
                     *         "faces": [
                     *           {
                     *             "codigo": "O",
                     *             "descricao": "Oclusal"
                     *           }
                     *         ]
                     *       },
                     *       "message": "Glossário."
                     *     }
                     */
                    "application/json": components["schemas"]["GlossarioEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
}

/** `x-min-length` of the schemas of the description, by schema name. */
export const minLengths = {
  JustificativaTecnica: 20,
} as const;
