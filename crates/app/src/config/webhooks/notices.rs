//! What an application's owner hears when one of its events is disabled: an in-app notification and an e-mail,
//! in their language.

use platform::{entities::user, i18n::Locale, mail::Email, notify::{self, Notice}, ApiResult, AppState};
use sea_orm::ConnectionTrait;

use super::entity::app;

/// General (home) channel of the notification settings.
const MODULE: &str = "home";

pub async fn disabled<C: ConnectionTrait>(db: &C, state: &AppState, to: &user::Model, app: &app::Model, event: &str) -> ApiResult<()> {
    let locale = Locale::parse(&to.locale);
    let (title, body) = match locale {
        Locale::Es => (
            format!("Webhook desactivado: {}", app.name),
            format!("El evento {event} se desactivó porque ningún intento de entrega tuvo éxito. Revisa el historial y vuelve a activarlo."),
        ),
        Locale::Pt => (
            format!("Webhook desativado: {}", app.name),
            format!("O evento {event} foi desativado porque nenhuma tentativa de entrega teve sucesso. Verifique o histórico e ative-o novamente."),
        ),
    };
    let link = format!("/config/integraciones/webhooks/apps/{}/hooks", app.id);
    let notice = Notice { company_id: to.company_id, user_id: to.id, project_id: None, module: MODULE, title: title.clone(), body: body.clone(), link: Some(link.clone()) };
    notify::send(db, &state.events, notice).await?;
    let by_email = notify::channels(db, to.id, MODULE).await?.1;
    if let Some(email) = to.email.as_ref().filter(|_| by_email) {
        let text = format!("{body}\n\n{}/app{link}", state.config.public_url);
        state.mailer.queue(db, Some(to.company_id), Email { to: email.clone(), subject: title, text, html: None }).await?;
    }
    Ok(())
}
