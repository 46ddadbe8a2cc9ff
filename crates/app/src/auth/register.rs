//! `POST /register`: a new company on the 30-day full-access trial, with its administrator. The answer comes at
//! once; provisioning runs in steps (validating → preparing environment → creating account → finalizing → ready)
//! that the register screen follows through `GET /register/{id}`.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::ClientInfo,
    entities::{registration, user},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::{Locale, Msg},
    ids::new_id,
    validate::{rules, Validator},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

mod steps;

/// Countries Obra serves.
pub const COUNTRIES: &[&str] = &["CL", "BR", "PE", "CO", "MX", "AR", "EC", "UY", "PY", "BO"];

#[derive(Deserialize, utoipa::ToSchema, Clone)]
pub struct RegisterIn {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    /// A corporate e-mail: free-mail providers are refused.
    pub email: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
    /// ISO 3166-1 alpha-2: CL, BR, PE, CO, MX, AR, EC, UY, PY, BO.
    pub country: Option<String>,
    pub accept_terms: Option<bool>,
}

platform::string_enum! {
    /// How far provisioning got; the register screen shows one line per step.
    pub enum Step {
        Validating => "validating",
        PreparingEnvironment => "preparing_environment",
        CreatingAccount => "creating_account",
        Finalizing => "finalizing",
        Ready => "ready",
        Failed => "failed",
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RegistrationOut {
    pub id: Uuid,
    pub step: Step,
    /// The username to sign in with (the e-mail).
    pub username: String,
}

impl From<registration::Model> for RegistrationOut {
    fn from(r: registration::Model) -> Self {
        Self { id: r.id, step: Step::parse(&r.step).unwrap_or(Step::Failed), username: r.email }
    }
}

/// Minimum 8 characters with letters and digits.
pub fn check_password(v: &mut Validator, password: &str) {
    let long = password.chars().count() >= 8;
    let mixed = password.chars().any(char::is_alphabetic) && password.chars().any(|c| c.is_ascii_digit());
    if !long || !mixed {
        v.add("password", Msg::new("validation.password_weak"));
    } else if password.chars().count() > 128 {
        v.add("password", Msg::new("validation.max_length").arg("max", 128));
    }
}

/// Starts a registration. 422 with every field error; 202 with the registration to follow.
#[utoipa::path(post, operation_id = "register", path = "/register", tag = "auth", request_body = RegisterIn, responses((status = 202, body = One<RegistrationOut>), (status = 422, body = platform::error::ErrorBody), (status = 429, body = platform::error::ErrorBody)))]
pub async fn register(State(state): State<AppState>, locale: Locale, client: ClientInfo, JsonBody(input): JsonBody<RegisterIn>) -> ApiResult<(StatusCode, Json<One<RegistrationOut>>)> {
    // Each attempt counts, so a script cannot create companies in bulk from one address.
    let key = [format!("register-ip:{}", client.ip.unwrap_or_default())];
    if state.throttle.is_blocked(&key) {
        return Err(super::login::throttled());
    }
    state.throttle.fail(&key);
    let email = validate(&state, &input).await?;
    let now = Utc::now();
    let reg = registration::ActiveModel {
        id: Set(new_id()),
        email: Set(email),
        country: Set(input.country.clone().unwrap_or_default()),
        step: Set(Step::Validating.as_str().into()),
        company_id: Set(None),
        user_id: Set(None),
        error: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    };
    let reg = registration::Entity::insert(reg).exec_with_returning(&state.db).await?;
    tokio::spawn(steps::provision(state.clone(), reg.id, input, locale));
    Ok((StatusCode::ACCEPTED, Json(One::new(reg.into()))))
}

async fn validate(state: &AppState, input: &RegisterIn) -> ApiResult<String> {
    let mut v = Validator::new();
    for (field, value, max) in [("first_name", &input.first_name, 30), ("last_name", &input.last_name, 50)] {
        if v.required(field, value.as_deref()) {
            let value = value.as_deref().unwrap_or_default();
            v.length(field, value, 1, max);
            v.no_double_space(field, value);
        }
    }
    let email = input.email.as_deref().unwrap_or_default().trim().to_lowercase();
    if v.required("email", Some(&email)) {
        v.length("email", &email, 3, 100);
        v.email("email", &email);
        if !v.has("email") && rules::is_free_mail(&email) {
            v.add("email", Msg::new("validation.corporate_email"));
        }
    }
    let password = input.password.as_deref().unwrap_or_default();
    if v.required("password", Some(password)) {
        check_password(&mut v, password);
    }
    if v.required("password_confirmation", input.password_confirmation.as_deref()) {
        v.matches("password_confirmation", password, input.password_confirmation.as_deref().unwrap_or_default());
    }
    if v.required("country", input.country.as_deref()) {
        v.one_of("country", input.country.as_deref().unwrap_or_default(), COUNTRIES);
    }
    if input.accept_terms != Some(true) {
        v.add("accept_terms", Msg::new("validation.accepted"));
    }
    if !v.has("email") && email_taken(state, &email).await? {
        v.add("email", Msg::new("validation.taken"));
    }
    v.finish()?;
    Ok(email)
}

pub async fn email_taken(state: &AppState, email: &str) -> ApiResult<bool> {
    let taken = user::Entity::find()
        .filter(sea_orm::Condition::any().add(user::Column::Email.eq(email)).add(user::Column::Username.eq(email)))
        .one(&state.db)
        .await?;
    Ok(taken.is_some())
}

/// How far a registration got.
#[utoipa::path(get, operation_id = "get_registration", path = "/register/{id}", tag = "auth", params(("id" = Uuid, Path)), responses((status = 200, body = One<RegistrationOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn progress(State(state): State<AppState>, IdPath(id): IdPath) -> ApiResult<Json<One<RegistrationOut>>> {
    let reg = registration::Entity::find_by_id(id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(One::new(reg.into())))
}
