//! The e-mail that proposes a delivery visit to the unit's owners and receivers, with the link to confirm or
//! reject it, in the company's language.

use chrono::{DateTime, FixedOffset};
use platform::{context::Ctx, i18n::Locale, mail::Email, ApiResult, AppState};
use sea_orm::ConnectionTrait;

use super::owners;
use crate::warranties::{config::settings::{self, Notifications}, entity::unit};

pub fn company_locale(country: &str) -> Locale {
    if country.eq_ignore_ascii_case("BR") { Locale::Pt } else { Locale::Es }
}

/// `when` is the visit in the offset the scheduler's browser sent: the owners read the building's local time.
pub async fn proposed_visit<C: ConnectionTrait>(state: &AppState, db: &C, ctx: &Ctx, unit: &unit::Model, token: &str, when: DateTime<FixedOffset>) -> ApiResult<()> {
    let cfg: Notifications = settings::section(db, ctx, unit.project_id, "notifications").await?;
    if !cfg.notify_owners_on_schedule {
        return Ok(());
    }
    let link = format!("{}/app/propietarios/entrega/{token}", state.config.public_url.trim_end_matches('/'));
    let project = ctx.projects.iter().find(|p| p.id == unit.project_id).map(|p| p.name.clone()).unwrap_or_default();
    let when = when.format("%d-%m-%Y %H:%M").to_string();
    let (subject, text) = match company_locale(&ctx.company.country) {
        Locale::Es => (
            format!("Visita de entrega de {} · {project}", unit.name),
            format!("Hola:\n\n{} propone la visita de entrega de la unidad {} del proyecto {project} para el {when}.\n\nConfirma o rechaza la fecha aquí:\n{link}\n\nSaludos.", ctx.company.name, unit.name),
        ),
        Locale::Pt => (
            format!("Visita de entrega de {} · {project}", unit.name),
            format!("Olá,\n\n{} propõe a visita de entrega da unidade {} do empreendimento {project} em {when}.\n\nConfirme ou recuse a data aqui:\n{link}\n\nAtenciosamente.", ctx.company.name, unit.name),
        ),
    };
    let emails: Vec<Email> = owners::of(db, unit.id).await?.into_iter().filter_map(|o| o.email).map(|to| Email { to, subject: subject.clone(), text: text.clone(), html: None }).collect();
    state.mailer.queue_many(db, Some(ctx.company.id), emails).await
}
