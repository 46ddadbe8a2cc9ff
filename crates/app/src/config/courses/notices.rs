//! What an assignee hears about their course: an in-app notification and an e-mail, in their language.

use chrono::NaiveDate;
use platform::{entities::user, i18n::Locale, mail::Email, notify::{self, Notice}, ApiResult, AppState};
use sea_orm::ConnectionTrait;

/// Course notices belong to the general (home) channel of the notification settings.
const MODULE: &str = "home";

pub enum Event {
    Assigned,
    Extended,
}

pub async fn tell<C: ConnectionTrait>(db: &C, state: &AppState, to: &user::Model, course: &str, expiry: NaiveDate, event: Event) -> ApiResult<()> {
    let locale = Locale::parse(&to.locale);
    let date = expiry.format("%d/%m/%Y");
    let (title, body) = match (event, locale) {
        (Event::Assigned, Locale::Es) => (format!("Curso asignado: {course}"), format!("Tienes hasta el {date} (15 días hábiles) para completarlo.")),
        (Event::Assigned, Locale::Pt) => (format!("Curso atribuído: {course}"), format!("Você tem até {date} (15 dias úteis) para concluí-lo.")),
        (Event::Extended, Locale::Es) => (format!("Plazo extendido: {course}"), format!("El nuevo plazo para completarlo es el {date}.")),
        (Event::Extended, Locale::Pt) => (format!("Prazo prorrogado: {course}"), format!("O novo prazo para concluí-lo é {date}.")),
    };
    let notice = Notice { company_id: to.company_id, user_id: to.id, project_id: None, module: MODULE, title: title.clone(), body: body.clone(), link: None };
    notify::send(db, &state.events, notice).await?;
    let by_email = notify::channels(db, to.id, MODULE).await?.1;
    if let Some(email) = to.email.as_ref().filter(|_| by_email) {
        let greeting = if locale == Locale::Pt { format!("Olá, {}!", to.first_name) } else { format!("Hola {}:", to.first_name) };
        let text = format!("{greeting}\n\n{title}. {body}\n\n{}", if locale == Locale::Pt { "A equipe Obra" } else { "El equipo de Obra" });
        state.mailer.queue(db, Some(to.company_id), Email { to: email.clone(), subject: title, text, html: None }).await?;
    }
    Ok(())
}
