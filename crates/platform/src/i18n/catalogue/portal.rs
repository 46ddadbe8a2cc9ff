//! Messages of the owners' portal and of requests by e-mail (after-sales, issue 15).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("portal.invalid_credentials", "Correo o contraseña incorrectos.", "E-mail ou senha incorretos."),
    ("portal.current_password", "La contraseña actual no es correcta.", "A senha atual não está correta."),
    ("portal.owners_cannot_message", "El proyecto no permite mensajes de propietarios.", "O empreendimento não permite mensagens de proprietários."),
    ("portal.link_subject", "Tu acceso al portal de propietarios de {company}", "Seu acesso ao portal dos proprietários de {company}"),
    (
        "portal.link_body",
        "Hola {name}:\n\nPara ingresar al portal de propietarios de {company}, abre este enlace. Sirve una sola vez durante 30 minutos:\n\n{url}\n\nSi no lo pediste, ignora este correo: nadie puede entrar sin él.",
        "Olá {name}:\n\nPara entrar no portal dos proprietários de {company}, abra este link. Ele funciona uma única vez durante 30 minutos:\n\n{url}\n\nSe você não pediu, ignore este e-mail: ninguém pode entrar sem ele.",
    ),
    ("portal.inbox_no_subject", "Solicitud por correo", "Solicitação por e-mail"),
    ("portal.inbox_subject", "Recibimos tu solicitud n.º {number}", "Recebemos a sua solicitação n.º {number}"),
    (
        "portal.inbox_body",
        "Hola {name}:\n\nRecibimos tu correo «{subject}» como la solicitud n.º {number} de la unidad {unit} en {project}. Puedes seguirla en el portal de propietarios:\n\n{url}",
        "Olá {name}:\n\nRecebemos o seu e-mail «{subject}» como a solicitação n.º {number} da unidade {unit} em {project}. Você pode acompanhá-la no portal dos proprietários:\n\n{url}",
    ),
    ("portal.inbox_unknown_subject", "No pudimos registrar tu correo como solicitud", "Não conseguimos registrar o seu e-mail como solicitação"),
    (
        "portal.inbox_unknown_body",
        "Hola:\n\nTu correo «{subject}» llegó a la dirección de solicitudes de {project}, pero tu dirección de correo no es la de un propietario de ese proyecto. Escríbenos desde el correo registrado en tu unidad o ingresa al portal de propietarios.",
        "Olá:\n\nO seu e-mail «{subject}» chegou ao endereço de solicitações de {project}, mas o seu endereço não é o de um proprietário desse empreendimento. Escreva-nos do e-mail cadastrado na sua unidade ou entre no portal dos proprietários.",
    ),
];
