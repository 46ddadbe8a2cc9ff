//! The provisioning behind a registration, one step at a time. Each step commits on its own so that the register
//! screen sees real progress; a failure removes the half-made company (its rows cascade) and marks it `failed`.

use chrono::{Duration, Utc};
use platform::{
    audit,
    entities::{company, registration, user},
    i18n::Locale,
    ids::new_id,
    security, ApiResult, AppState,
};
use sea_orm::{EntityTrait, Set, TransactionTrait};
use uuid::Uuid;

use super::{RegisterIn, Step};
use crate::auth::{emails, provision};

pub const TRIAL_DAYS: i64 = 30;

async fn step(state: &AppState, id: Uuid, step: Step) -> ApiResult<()> {
    let update = registration::ActiveModel { id: Set(id), step: Set(step.as_str().into()), updated_at: Set(Utc::now()), ..Default::default() };
    registration::Entity::update(update).exec(&state.db).await?;
    Ok(())
}

pub async fn provision(state: AppState, id: Uuid, input: RegisterIn, locale: Locale) {
    let mut company_id = None;
    if let Err(err) = run(&state, id, &input, locale, &mut company_id).await {
        tracing::error!(?err, "registration failed");
        if let Some(cid) = company_id {
            let _ = company::Entity::delete_by_id(cid).exec(&state.db).await;
        }
        let update = registration::ActiveModel { id: Set(id), step: Set(Step::Failed.as_str().into()), error: Set(Some(err.code.to_string())), updated_at: Set(Utc::now()), ..Default::default() };
        let _ = registration::Entity::update(update).exec(&state.db).await;
    }
}

async fn run(state: &AppState, id: Uuid, input: &RegisterIn, locale: Locale, company_out: &mut Option<Uuid>) -> ApiResult<()> {
    let email = input.email.clone().unwrap_or_default().trim().to_lowercase();
    let country = input.country.clone().unwrap_or_default();
    let company_locale = if country == "BR" { Locale::Pt } else { locale };
    // Validating: the e-mail may have been taken since the request was accepted.
    if super::email_taken(state, &email).await? {
        return Err(platform::ApiError::field("email", platform::i18n::Msg::new("validation.taken")));
    }
    let password_hash = security::hash_password(input.password.as_deref().unwrap_or_default())?;

    step(state, id, Step::PreparingEnvironment).await?;
    let now = Utc::now();
    let company_id = new_id();
    let domain = email.rsplit_once('@').map(|(_, d)| d.to_string()).unwrap_or_default();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    company::Entity::insert(company::ActiveModel {
        id: Set(company_id),
        name: Set(domain),
        tax_id: Set(None),
        country: Set(country),
        phone: Set(None),
        plan: Set("trial".into()),
        trial_ends_at: Set(Some(now + Duration::days(TRIAL_DAYS))),
        blocked: Set(false),
        is_provider: Set(false),
        benchmark_opt_in: Set(false),
        max_users: Set(None),
        projects_in_progress: Set(None),
        referral_source: Set(None),
        setup_completed_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_without_returning(&txn)
    .await?;
    let defaults = provision::create_defaults(&txn, company_id, company_locale).await?;
    txn.commit().await?;
    *company_out = Some(company_id);

    step(state, id, Step::CreatingAccount).await?;
    let user_id = new_id();
    user::Entity::insert(user::ActiveModel {
        id: Set(user_id),
        company_id: Set(company_id),
        first_name: Set(input.first_name.clone().unwrap_or_default().trim().to_string()),
        last_name: Set(input.last_name.clone().unwrap_or_default().trim().to_string()),
        username: Set(email.clone()),
        email: Set(Some(email.clone())),
        position_id: Set(defaults.positions.first().copied()),
        profile_id: Set(defaults.profiles.first().copied()),
        password_hash: Set(password_hash),
        signature_key: Set(None),
        enabled: Set(true),
        email_verified_at: Set(None),
        signature_verified: Set(false),
        locale: Set(company_locale.as_str().into()),
        is_superadmin: Set(false),
        active_project_id: Set(None),
        last_login_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_without_returning(&state.db)
    .await?;

    step(state, id, Step::Finalizing).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let link = format!("{}/app/login", state.config.public_url.trim_end_matches('/'));
    let name = input.first_name.clone().unwrap_or_default();
    state.mailer.queue(&txn, Some(company_id), emails::welcome(company_locale, &email, &name, &link)).await?;
    audit::record(&txn, audit::Entry { company_id: Some(company_id), user_id: Some(user_id), action: "register", entity: "company", entity_id: Some(company_id), ..Default::default() }).await?;
    let done = registration::ActiveModel { id: Set(id), step: Set(Step::Ready.as_str().into()), company_id: Set(Some(company_id)), user_id: Set(Some(user_id)), updated_at: Set(Utc::now()), ..Default::default() };
    registration::Entity::update(done).exec(&txn).await?;
    txn.commit().await?;
    Ok(())
}
