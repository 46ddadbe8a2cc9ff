//! Messages of user administration (SPEC §5 user creation and import, §8 user limit).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("users.limit_reached", "Se alcanzó el límite de usuarios activos", "O limite de usuários ativos foi atingido"),
    ("users.limit_company", "Empresa: máximo {max} usuarios activos.", "Empresa: máximo de {max} usuários ativos."),
    ("users.limit_group", "Grupo de proyectos {name}: máximo {max} usuarios activos.", "Grupo de projetos {name}: máximo de {max} usuários ativos."),
    ("users.limit_project", "Proyecto {name}: máximo {max} usuarios activos.", "Projeto {name}: máximo de {max} usuários ativos."),
    ("users.no_changes", "Sin cambios para enviar", "Sem alterações para enviar"),
    ("users.username_change_confirm", "Al cambiar el nombre de usuario se cierran sus sesiones activas y se pierden los datos no sincronizados. Confirma el cambio.", "Ao alterar o nome de usuário, as sessões ativas são encerradas e os dados não sincronizados são perdidos. Confirme a alteração."),
    ("users.username_format", "Usa solo letras, números y los signos . _ - @", "Use apenas letras, números e os sinais . _ - @"),
    ("users.self_disable", "No puedes desactivar tu propio usuario.", "Você não pode desativar o seu próprio usuário."),
    ("users.self_profile", "No puedes cambiar tu propio perfil.", "Você não pode alterar o seu próprio perfil."),
    ("users.profile_not_held", "No puedes asignar un perfil con permisos que no tienes.", "Você não pode atribuir um perfil com permissões que não possui."),
    ("users.open_fichas", "Este usuario posee fichas abiertas. Usa la herramienta de reasignación de inspecciones antes de desactivarlo.", "Este usuário possui fichas abertas. Use a ferramenta de reatribuição de inspeções antes de desativá-lo."),
    ("users.bulk_nothing", "Elige al menos un cambio para aplicar.", "Escolha pelo menos uma alteração para aplicar."),
    ("users.enabled", "Usuario activado.", "Usuário ativado."),
    ("users.disabled", "Usuario desactivado: sus sesiones se cerraron.", "Usuário desativado: as sessões dele foram encerradas."),
    ("users.bulk_done", "{count} usuario(s) actualizado(s).", "{count} usuário(s) atualizado(s)."),
];

/// Messages of the user import.
pub(super) const IMPORT: &[(&str, &str, &str)] = &[
    ("import.unreadable", "No se pudo leer el archivo: usa una planilla .xlsx o .csv.", "Não foi possível ler o arquivo: use uma planilha .xlsx ou .csv."),
    ("import.format", "Solo se aceptan archivos .xlsx o .csv.", "Somente arquivos .xlsx ou .csv são aceitos."),
    ("import.empty", "El archivo no tiene filas con datos.", "O arquivo não tem linhas com dados."),
    ("import.too_many_rows", "El archivo supera el máximo de {max} filas.", "O arquivo excede o máximo de {max} linhas."),
    ("import.column_required", "Asigna una columna a este campo.", "Associe uma coluna a este campo."),
    ("import.duplicated_file", "Duplicado en el archivo (fila {row}).", "Duplicado no arquivo (linha {row})."),
    ("import.duplicated_platform", "Ya existe un usuario con este valor.", "Já existe um usuário com este valor."),
    ("import.unknown_position", "El cargo no existe en la empresa.", "O cargo não existe na empresa."),
    ("import.unknown_profile", "El perfil no existe en la empresa.", "O perfil não existe na empresa."),
    ("import.no_role", "Asigna un perfil (rol) a este usuario.", "Atribua um perfil (papel) a este usuário."),
    ("import.formula", "No se permiten fórmulas: escribe el valor.", "Fórmulas não são permitidas: escreva o valor."),
    ("import.has_errors", "El archivo tiene {count} error(es): corrígelos y vuelve a intentarlo. No se importó ningún usuario.", "O arquivo tem {count} erro(s): corrija-os e tente novamente. Nenhum usuário foi importado."),
    ("import.not_draft", "Esta importación ya fue procesada.", "Esta importação já foi processada."),
    ("import.done", "{count} usuario(s) importado(s).", "{count} usuário(s) importado(s)."),
];
