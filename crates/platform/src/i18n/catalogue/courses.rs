//! Messages of courses (SPEC §4 Course, §8 course assignment).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("courses.no_email", "{name} no tiene correo electrónico: no se le pueden asignar cursos.", "{name} não tem e-mail: não é possível atribuir cursos."),
    ("courses.already_assigned", "{name} ya tiene este curso.", "{name} já tem este curso."),
    ("courses.needs_extension", "A {name} se le desasignó este curso: extiende el plazo para reasignarlo.", "Este curso foi desatribuído de {name}: prorrogue o prazo para atribuí-lo novamente."),
    ("courses.unassigned_for_good", "A {name} se le desasignó este curso después de sus 2 extensiones: ya no se le puede reasignar.", "Este curso foi desatribuído de {name} depois das 2 prorrogações: não pode mais ser atribuído novamente."),
    ("courses.max_extensions", "El curso ya tuvo las 2 extensiones permitidas.", "O curso já teve as 2 prorrogações permitidas."),
    ("courses.completed", "El curso ya está completado.", "O curso já foi concluído."),
    ("courses.already_unassigned", "El curso ya está desasignado.", "O curso já está desatribuído."),
    ("courses.expired", "El plazo del curso venció: extiéndelo para completarlo.", "O prazo do curso venceu: prorrogue-o para concluí-lo."),
    ("courses.in_use", "El curso está asignado a {count} usuario(s): desasígnalo antes de eliminarlo.", "O curso está atribuído a {count} usuário(s): desatribua-o antes de excluí-lo."),
    ("courses.assigned", "Curso asignado a {count} usuario(s).", "Curso atribuído a {count} usuário(s)."),
];

/// Messages of site workers.
pub(super) const WORKERS: &[(&str, &str, &str)] = &[
    ("workers.exists", "Ya existe un trabajador con este documento.", "Já existe um trabalhador com este documento."),
    ("workers.column_missing", "Falta esta columna obligatoria en el archivo.", "Falta esta coluna obrigatória no arquivo."),
    ("workers.imported", "{count} trabajador(es) importado(s).", "{count} trabalhador(es) importado(s)."),
];

/// Messages of the account page and notification settings.
pub(super) const ACCOUNT: &[(&str, &str, &str)] = &[
    ("account.wrong_password", "La contraseña actual no es correcta.", "A senha atual não está correta."),
    ("account.password_changed", "Contraseña actualizada.", "Senha atualizada."),
    ("account.no_email", "Agrega un correo electrónico a tu cuenta primero.", "Adicione um e-mail à sua conta primeiro."),
    ("account.already_verified", "Tu correo electrónico ya está verificado.", "Seu e-mail já está verificado."),
    ("account.verification_sent", "Te enviamos un enlace de verificación por correo.", "Enviamos um link de verificação por e-mail."),
    ("account.invalid_token", "El enlace no es válido o ya venció: pide uno nuevo.", "O link não é válido ou expirou: peça um novo."),
    ("account.email_verified", "Correo electrónico verificado.", "E-mail verificado."),
    ("account.signature_needs_email", "Verifica tu correo electrónico antes de registrar tu firma.", "Verifique seu e-mail antes de registrar sua assinatura."),
    ("account.signature_invalid", "La firma debe ser una imagen PNG.", "A assinatura deve ser uma imagem PNG."),
    ("notifications.module_forbidden", "No tiene permiso para ver las notificaciones de este módulo", "Não tem permissão para ver as notificações deste módulo"),
];
