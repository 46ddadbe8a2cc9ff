//! Messages of integrations and webhooks (SPEC §2 `/config/integraciones`, §5, §9).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("webhooks.url_invalid", "Ingresa una URL válida (http:// o https://).", "Informe uma URL válida (http:// ou https://)."),
    ("webhooks.url_scheme", "La URL debe empezar con http:// o https://.", "A URL deve começar com http:// ou https://."),
    ("webhooks.url_address", "La URL apunta a una dirección local o privada: solo se admiten direcciones públicas.", "A URL aponta para um endereço local ou privado: apenas endereços públicos são aceitos."),
    ("webhooks.url_unresolved", "No se pudo resolver el servidor de la URL.", "Não foi possível resolver o servidor da URL."),
    ("webhooks.env_loopback", "Un evento apunta a 127.0.0.1, que solo se admite en pruebas: cambia su URL antes de pasar a producción.", "Um evento aponta para 127.0.0.1, que só é aceito em testes: altere a URL antes de passar para produção."),
    ("webhooks.no_events", "La aplicación no tiene eventos activos a los que enviar la prueba.", "O aplicativo não tem eventos ativos para os quais enviar o teste."),
    ("connectors.test_ok", "Conexión correcta ({detail}).", "Conexão bem-sucedida ({detail})."),
    ("connectors.inactive", "Activa y configura esta integración primero.", "Ative e configure esta integração primeiro."),
    ("connectors.remote_not_found", "La carpeta no existe en el servidor.", "A pasta não existe no servidor."),
    ("connectors.remote_error", "El servidor de la integración respondió con un error: {detail}", "O servidor da integração respondeu com um erro: {detail}"),
    ("connectors.exported", "{count} archivo(s) exportado(s) a {place}.", "{count} arquivo(s) exportado(s) para {place}."),
    ("connectors.imported", "{count} archivo(s) importado(s) desde {place}.", "{count} arquivo(s) importado(s) de {place}."),
    ("connectors.synced", "Trabajadores sincronizados: {created} nuevo(s), {updated} actualizado(s), {skipped} omitido(s).", "Trabalhadores sincronizados: {created} novo(s), {updated} atualizado(s), {skipped} ignorado(s)."),
    ("api_key.rate_limited", "Demasiadas solicitudes con esta clave de API: espera {seconds} s y vuelve a intentarlo.", "Solicitações demais com esta chave de API: aguarde {seconds} s e tente novamente."),
];
