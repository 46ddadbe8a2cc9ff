//! Messages of billing, usage and technical insights and the benchmark (issue 19).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("billing.block_self", "No puedes bloquear la cuenta del proveedor.", "Você não pode bloquear a conta do provedor."),
    ("ocinsights.range", "El periodo no puede superar 366 días.", "O período não pode passar de 366 dias."),
    ("tiinsights.read_only", "Solo se permiten consultas de lectura (SELECT, WITH o VALUES).", "Somente consultas de leitura (SELECT, WITH ou VALUES) são permitidas."),
    ("tiinsights.one_statement", "Escribe una sola consulta.", "Escreva uma única consulta."),
    ("tiinsights.timeout", "La consulta superó el tiempo máximo de {seconds} s.", "A consulta excedeu o tempo máximo de {seconds} s."),
    ("tiinsights.refused", "La base de datos rechazó la consulta: {detail}", "O banco de dados recusou a consulta: {detail}"),
    ("tiinsights.not_configured", "El editor SQL necesita una conexión de solo lectura: configura OBRA_SQL_READER_URL.", "O editor SQL precisa de uma conexão somente leitura: configure OBRA_SQL_READER_URL."),
];
