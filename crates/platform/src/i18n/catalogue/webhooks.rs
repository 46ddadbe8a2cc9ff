//! Messages of integrations and webhooks (SPEC §2 `/config/integraciones`, §5, §9).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("webhooks.url_invalid", "Ingresa una URL válida (http:// o https://).", "Informe uma URL válida (http:// ou https://)."),
    ("webhooks.url_scheme", "La URL debe empezar con http:// o https://.", "A URL deve começar com http:// ou https://."),
    ("webhooks.url_address", "La URL apunta a una dirección local o privada: solo se admiten direcciones públicas.", "A URL aponta para um endereço local ou privado: apenas endereços públicos são aceitos."),
    ("webhooks.url_unresolved", "No se pudo resolver el servidor de la URL.", "Não foi possível resolver o servidor da URL."),
    ("webhooks.no_events", "La aplicación no tiene eventos activos a los que enviar la prueba.", "O aplicativo não tem eventos ativos para os quais enviar o teste."),
    ("api_key.rate_limited", "Demasiadas solicitudes con esta clave de API: espera {seconds} s y vuelve a intentarlo.", "Solicitações demais com esta chave de API: aguarde {seconds} s e tente novamente."),
];
