//! A company's own requests: list and create.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::{activation_request, user},
    envelope::{paginate, ListQuery, One, Page},
    error::{JsonBody, QueryParams},
    i18n::{t, Msg},
    ids::new_id,
    mail::Email,
    notify::{self, Notice},
    permissions::Module,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};

use super::{dto::*, policy};

/// The company's requests, newest first.
#[utoipa::path(get, operation_id = "list_activation_requests", path = "/activation-requests", tag = "activation", params(ListQuery), responses((status = 200, body = Page<ActivationRequestOut>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ActivationRequestOut>>> {
    policy::can_request(&ctx)?;
    let select = activation_request::Entity::scoped(&ctx.tenant).order_by_desc(activation_request::Column::CreatedAt);
    Ok(Json(paginate(&state.db, select, &query).await?.map(ActivationRequestOut::from)))
}

/// Asks the provider to activate a module or upgrade the plan. One open request per module and kind.
#[utoipa::path(post, operation_id = "create_activation_request", path = "/activation-requests", tag = "activation", request_body = ActivationRequestIn, responses((status = 201, body = One<ActivationRequestOut>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(mut input): JsonBody<ActivationRequestIn>) -> ApiResult<(StatusCode, Json<One<ActivationRequestOut>>)> {
    policy::can_request(&ctx)?;
    let mut v = Validator::new();
    if v.required("kind", input.kind.as_deref()) {
        v.one_of("kind", input.kind.as_deref().unwrap_or_default(), Kind::ALL);
    }
    // More users is asked of the company as a whole, not of a module.
    let for_users = input.kind.as_deref() == Some(Kind::Users.as_str());
    if for_users {
        input.module = Some(USERS_MODULE.into());
    } else if v.required("module", input.module.as_deref()) {
        v.one_of("module", input.module.as_deref().unwrap_or_default(), Module::ALL);
    }
    if let Some(message) = &input.message {
        v.length("message", message, 0, 1000);
    }
    v.finish()?;
    let (module, kind) = (input.module.unwrap_or_default(), input.kind.unwrap_or_default());
    let open = activation_request::Entity::scoped(&ctx.tenant)
        .filter(activation_request::Column::Module.eq(&module))
        .filter(activation_request::Column::Kind.eq(&kind))
        .filter(activation_request::Column::Status.ne("enabled"))
        .one(&state.db)
        .await?;
    if open.is_some() {
        let key = if for_users { "activation.duplicate_users" } else { "activation.duplicate" };
        return Err(ApiError::field("module", Msg::new(key)));
    }
    let now = Utc::now();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = activation_request::Entity::insert(activation_request::ActiveModel {
        id: Set(new_id()),
        company_id: Set(ctx.company.id),
        user_id: Set(ctx.user.id),
        module: Set(module.clone()),
        kind: Set(kind.clone()),
        status: Set("sent".into()),
        message: Set(input.message.filter(|m| !m.trim().is_empty())),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(&txn)
    .await?;
    let who = format!("{} {} <{}>", ctx.user.first_name, ctx.user.last_name, ctx.user.email.clone().unwrap_or_else(|| ctx.user.username.clone()));
    let what = if for_users { "más usuarios".to_string() } else { format!("{kind} del módulo {module}") };
    let text = format!(
        "Nueva solicitud de {what}.\n\nEmpresa: {} ({}, plan {})\nSolicitante: {who}\nMensaje: {}\n",
        ctx.company.name,
        ctx.company.country,
        ctx.company.plan,
        row.message.clone().unwrap_or_default()
    );
    let subject = if for_users { format!("[Obra] Solicitud de {what} — {}", ctx.company.name) } else { format!("[Obra] Solicitud de {kind}: {module} — {}", ctx.company.name) };
    state.mailer.queue(&txn, Some(ctx.company.id), Email { to: state.config.provider_email.clone(), subject: subject.clone(), text: text.clone(), html: None }).await?;
    let staff = user::Entity::find().filter(user::Column::IsSuperadmin.eq(true)).filter(user::Column::Enabled.eq(true)).all(&txn).await?;
    for member in staff {
        let notice = Notice { company_id: member.company_id, user_id: member.id, project_id: None, module: "tiinsights", title: subject.clone(), body: text.clone(), link: Some("/tiinsights".into()) };
        notify::send(&txn, &state.events, notice).await?;
    }
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "activation_requested", entity: "activation_request", entity_id: Some(row.id), ..Default::default() }).await?;
    txn.commit().await?;
    let body = One::new(ActivationRequestOut::from(row)).with_message(t("activation.sent", ctx.locale));
    Ok((StatusCode::CREATED, Json(body)))
}
