//! The message catalogue: one row per key, Spanish then Brazilian Portuguese. The spec's exact strings are kept
//! verbatim ('Este campo es obligatorio.', 'Valores no coinciden', 'Usuario y/o contraseña incorrecta', …).

use super::Locale;

mod bim;
mod cbox;
mod concrete;
mod insights;
mod webhooks;
mod tickets;
mod courses;
mod users;
mod after_sales;
mod portal;
mod quality;
mod verifications;
mod warranties;

/// Every table of messages: the general one and one per module with many messages.
const TABLES: &[&[(&str, &str, &str)]] = &[MESSAGES, users::MESSAGES, users::IMPORT, courses::MESSAGES, courses::WORKERS, courses::ACCOUNT, cbox::MESSAGES, tickets::MESSAGES, bim::MESSAGES, warranties::MESSAGES, after_sales::MESSAGES, portal::MESSAGES, quality::MESSAGES, verifications::MESSAGES, concrete::MESSAGES, webhooks::MESSAGES, insights::MESSAGES];

const MESSAGES: &[(&str, &str, &str)] = &[
    // Generic validation (SPEC §5).
    ("validation.required", "Este campo es obligatorio.", "Este campo é obrigatório."),
    ("validation.email", "Ingresa un correo electrónico válido.", "Informe um e-mail válido."),
    ("validation.date", "Ingresa una fecha válida.", "Informe uma data válida."),
    ("validation.time", "Ingresa una hora válida.", "Informe um horário válido."),
    ("validation.url", "Ingresa una URL válida.", "Informe uma URL válida."),
    ("validation.phone", "Ingresa un teléfono válido.", "Informe um telefone válido."),
    ("validation.rut", "Ingresa un RUT válido.", "Informe um RUT válido."),
    ("validation.cpf", "Ingresa un CPF válido.", "Informe um CPF válido."),
    ("validation.date_before", "La fecha debe ser anterior a {date}.", "A data deve ser anterior a {date}."),
    ("validation.date_before_or_equal", "La fecha debe ser igual o anterior a {date}.", "A data deve ser igual ou anterior a {date}."),
    ("validation.date_after", "La fecha debe ser posterior a {date}.", "A data deve ser posterior a {date}."),
    ("validation.date_after_or_equal", "La fecha debe ser igual o posterior a {date}.", "A data deve ser igual ou posterior a {date}."),
    ("validation.min_length", "Debe tener al menos {min} caracteres.", "Deve ter pelo menos {min} caracteres."),
    ("validation.max_length", "Debe tener como máximo {max} caracteres.", "Deve ter no máximo {max} caracteres."),
    ("validation.control_chars", "Contiene caracteres no permitidos (caracteres de control).", "Contém caracteres não permitidos (caracteres de controle)."),
    ("validation.min_items", "Selecciona al menos {min} elemento(s).", "Selecione pelo menos {min} item(ns)."),
    ("validation.max_items", "Selecciona como máximo {max} elemento(s).", "Selecione no máximo {max} item(ns)."),
    ("validation.min_value", "El valor mínimo es {min}.", "O valor mínimo é {min}."),
    ("validation.max_value", "El valor máximo es {max}.", "O valor máximo é {max}."),
    ("validation.mismatch", "Valores no coinciden", "Valores não coincidem"),
    ("validation.double_space", "No se permiten dos espacios en blanco consecutivos.", "Não são permitidos dois espaços em branco consecutivos."),
    ("validation.max_file_size", "El archivo supera el máximo de {max} por archivo.", "O arquivo excede o máximo de {max} por arquivo."),
    ("validation.corporate_email", "Solo se aceptan correos corporativos: usa el correo de tu empresa.", "Somente e-mails corporativos são aceitos: use o e-mail da sua empresa."),
    ("validation.accepted", "Debes aceptar los términos y condiciones.", "Você deve aceitar os termos e condições."),
    ("validation.one_of", "Selecciona una opción válida.", "Selecione uma opção válida."),
    ("validation.number", "Escribe un número.", "Escreva um número."),
    ("validation.taken", "Este valor ya está en uso.", "Este valor já está em uso."),
    ("validation.password_weak", "La contraseña debe tener al menos 8 caracteres, con letras y números.", "A senha deve ter pelo menos 8 caracteres, com letras e números."),
    ("validation.invalid_json", "El cuerpo de la solicitud no es JSON válido.", "O corpo da requisição não é um JSON válido."),
    ("validation.invalid_query", "Los parámetros de la consulta no son válidos.", "Os parâmetros da consulta não são válidos."),
    // Envelope-level messages (SPEC §8).
    ("error.validation", "Los datos enviados no son válidos.", "Os dados enviados não são válidos."),
    ("error.server", "Ha ocurrido un error", "Ocorreu um erro"),
    ("error.not_found", "Documento o archivo no encontrado.", "Documento ou arquivo não encontrado."),
    ("error.forbidden", "Sin permisos para realizar esta acción", "Sem permissão para realizar esta ação"),
    ("error.unauthenticated", "Tu sesión ha expirado. Inicia sesión nuevamente.", "Sua sessão expirou. Faça login novamente."),
    ("error.conflict", "Otro usuario modificó este registro. Recarga e inténtalo de nuevo.", "Outro usuário modificou este registro. Recarregue e tente novamente."),
    ("error.csrf", "La página expiró. Recarga e inténtalo de nuevo.", "A página expirou. Recarregue e tente novamente."),
    ("error.warning_title", "Atención", "Atenção"),
    // Sign-in (SPEC §8).
    ("auth.invalid_credentials", "Usuario y/o contraseña incorrecta", "Usuário e/ou senha incorretos"),
    ("auth.company_blocked", "Cuenta suspendida", "Conta suspensa"),
    ("auth.company_blocked_detail", "La cuenta de tu empresa está bloqueada temporalmente. Contacta al administrador de tu empresa o a soporte.", "A conta da sua empresa está bloqueada temporariamente. Entre em contato com o administrador da sua empresa ou com o suporte."),
    ("auth.no_projects", "Sin proyectos", "Sem projetos"),
    ("auth.no_projects_detail", "No tienes proyectos activos asignados. Pide a tu administrador que te asigne uno.", "Você não tem projetos ativos atribuídos. Peça ao seu administrador que atribua um."),
    ("auth.user_disabled", "Usuario y/o contraseña incorrecta", "Usuário e/ou senha incorretos"),
    ("auth.throttled", "Demasiados intentos. Espera {minutes} minutos e inténtalo de nuevo.", "Muitas tentativas. Aguarde {minutes} minutos e tente novamente."),
    // Password reset.
    ("password_reset.sent", "Si el usuario existe, enviamos un correo con un enlace para recuperar tu contraseña.", "Se o usuário existir, enviamos um e-mail com um link para recuperar sua senha."),
    ("password_reset.done", "Tu contraseña fue actualizada. Ya puedes iniciar sesión.", "Sua senha foi atualizada. Você já pode fazer login."),
    ("password_reset.invalid_token", "El enlace no es válido o ya expiró. Solicita uno nuevo.", "O link não é válido ou já expirou. Solicite um novo."),
    // Setup and activation requests.
    ("setup.done", "Tu empresa está lista.", "Sua empresa está pronta."),
    ("activation.sent", "Solicitud enviada. Nuestro equipo comercial te contactará pronto.", "Solicitação enviada. Nossa equipe comercial entrará em contato em breve."),
    ("activation.status_title", "Tu solicitud de {module}: {status}", "Sua solicitação de {module}: {status}"),
    ("activation.status_body", "El equipo de Obra actualizó tu solicitud del módulo {module} a «{status}».", "A equipe Obra atualizou sua solicitação do módulo {module} para «{status}»."),
    ("activation.status.sent", "enviada", "enviada"),
    ("activation.status.in_progress", "en curso", "em andamento"),
    ("activation.status.enabled", "habilitada", "habilitada"),
    ("config.position_in_use", "El cargo está asignado a {count} usuario(s): cámbialos de cargo antes de eliminarlo.", "O cargo está atribuído a {count} usuário(s): altere o cargo deles antes de excluí-lo."),
    ("config.profile_in_use", "El perfil tiene {count} usuario(s). Elige otro perfil al que moverlos para eliminarlo.", "O perfil tem {count} usuário(s). Escolha outro perfil para onde movê-los antes de excluí-lo."),
    ("config.last_admin_profile", "Es el único perfil de administrador de la empresa: no se puede eliminar.", "É o único perfil de administrador da empresa: não pode ser excluído."),
    ("config.move_target_invalid", "Elige otro perfil de la empresa.", "Escolha outro perfil da empresa."),
    ("config.permission_unknown", "Permiso desconocido: {keys}.", "Permissão desconhecida: {keys}."),
    ("config.permission_not_held", "No puedes otorgar permisos que no tienes: {keys}.", "Você não pode conceder permissões que não possui: {keys}."),
    ("config.admin_profile_fixed", "El perfil de administrador tiene todos los permisos y no se pueden cambiar.", "O perfil de administrador tem todas as permissões e elas não podem ser alteradas."),
    ("activation.duplicate_users", "Ya existe una solicitud de más usuarios en curso.", "Já existe uma solicitação de mais usuários em andamento."),
    ("activation.duplicate", "Ya existe una solicitud abierta para este módulo.", "Já existe uma solicitação aberta para este módulo."),
];

pub(super) fn lookup(key: &str, locale: Locale) -> Option<&'static str> {
    TABLES.iter().flat_map(|t| t.iter()).find(|(k, _, _)| *k == key).map(|(_, es, pt)| match locale {
        Locale::Es => *es,
        Locale::Pt => *pt,
    })
}

#[cfg(test)]
pub(super) fn keys() -> impl Iterator<Item = &'static str> {
    TABLES.iter().flat_map(|t| t.iter()).map(|(k, _, _)| *k)
}
