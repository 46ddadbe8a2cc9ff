//! E-mail templates of the account flows, in es and pt-BR.

use platform::{i18n::Locale, mail::Email};

pub fn password_reset(locale: Locale, to: &str, name: &str, link: &str) -> Email {
    let (subject, text) = match locale {
        Locale::Es => (
            "Recupera tu contraseña de Obra".to_string(),
            format!("Hola {name}:\n\nRecibimos una solicitud para restablecer tu contraseña de Obra. Abre este enlace para elegir una nueva (vence en 60 minutos y sirve una sola vez):\n\n{link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambiará.\n\nEl equipo de Obra"),
        ),
        Locale::Pt => (
            "Recupere sua senha do Obra".to_string(),
            format!("Olá, {name}!\n\nRecebemos uma solicitação para redefinir sua senha do Obra. Abra este link para escolher uma nova (expira em 60 minutos e pode ser usado uma única vez):\n\n{link}\n\nSe não foi você, ignore este e-mail: sua senha não será alterada.\n\nA equipe Obra"),
        ),
    };
    Email { to: to.to_string(), subject, html: Some(html(&text, link)), text }
}

pub fn welcome(locale: Locale, to: &str, name: &str, link: &str) -> Email {
    let (subject, text) = match locale {
        Locale::Es => (
            "Bienvenido a Obra: tu prueba de 30 días comenzó".to_string(),
            format!("Hola {name}:\n\nTu cuenta de Obra está lista. Durante 30 días tienes acceso completo a todos los módulos; luego tu empresa seguirá en el plan gratuito con Cbox y Cmanagement.\n\nIngresa aquí: {link}\n\nEl equipo de Obra"),
        ),
        Locale::Pt => (
            "Bem-vindo ao Obra: seu teste de 30 dias começou".to_string(),
            format!("Olá, {name}!\n\nSua conta do Obra está pronta. Durante 30 dias você tem acesso completo a todos os módulos; depois sua empresa continua no plano gratuito com Cbox e Cmanagement.\n\nAcesse aqui: {link}\n\nA equipe Obra"),
        ),
    };
    Email { to: to.to_string(), subject, html: Some(html(&text, link)), text }
}

/// A plain HTML rendering of the text with the link clickable.
/// Confirms that the address is the user's: a single-use link valid for 24 hours.
pub fn verify_email(locale: Locale, to: &str, name: &str, link: &str) -> Email {
    let (subject, text) = match locale {
        Locale::Es => (
            "Verifica tu correo en Obra".to_string(),
            format!("Hola {name}:\n\nAbre este enlace para verificar tu correo electrónico (vence en 24 horas y sirve una sola vez):\n\n{link}\n\nCon el correo verificado podrás registrar tu firma.\n\nEl equipo de Obra"),
        ),
        Locale::Pt => (
            "Verifique seu e-mail no Obra".to_string(),
            format!("Olá, {name}!\n\nAbra este link para verificar seu e-mail (expira em 24 horas e pode ser usado uma única vez):\n\n{link}\n\nCom o e-mail verificado você poderá registrar sua assinatura.\n\nA equipe Obra"),
        ),
    };
    Email { to: to.to_string(), subject, html: Some(html(&text, link)), text }
}

/// To a user created by an import: choose a password through a link that works once within 7 days.
pub fn invitation(locale: Locale, to: &str, name: &str, company: &str, username: &str, link: &str) -> Email {
    let (subject, text) = match locale {
        Locale::Es => (
            format!("{company} te invitó a Obra"),
            format!("Hola {name}:\n\n{company} creó tu usuario en Obra: {username}. Abre este enlace para elegir tu contraseña (vence en 7 días y sirve una sola vez):\n\n{link}\n\nEl equipo de Obra"),
        ),
        Locale::Pt => (
            format!("{company} convidou você para o Obra"),
            format!("Olá, {name}!\n\n{company} criou seu usuário no Obra: {username}. Abra este link para escolher sua senha (expira em 7 dias e pode ser usado uma única vez):\n\n{link}\n\nA equipe Obra"),
        ),
    };
    Email { to: to.to_string(), subject, html: Some(html(&text, link)), text }
}

fn html(text: &str, link: &str) -> String {
    let escaped = text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let body = escaped.replace(link, &format!("<a href=\"{link}\">{link}</a>")).replace('\n', "<br>");
    format!("<!doctype html><html><body style=\"font-family:Arial,sans-serif;color:#1f2937\">{body}</body></html>")
}
