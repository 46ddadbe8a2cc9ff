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
