//! Conformity records (AC, `solicitud/:id/ac`): made from managed failures, signed by the owner on screen with a
//! verdict per failure (or refused), stored as a PDF that is never rewritten, and followed by a reinspection (OI)
//! or a work order (OT) for the non-conforming failures, which are pending again once signed.

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{ac_doc, can_manage, can_read, failure_view, failures::live, order_dto::*, order_rules as rules, warranty};
use crate::{
    tickets::{self, activity, entity::ticket, store},
    warranties::entity::{ac, ac_failure, failure},
};

/// The request's conformity records, oldest first.
#[utoipa::path(get, operation_id = "list_request_acs", path = "/warranties/requests/{id}/ac", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<AcOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<AcOut>>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    let rows = ac::Entity::find().filter(ac::Column::TicketId.eq(row.id)).order_by_asc(ac::Column::Seq).all(&state.db).await?;
    Ok(Json(One::new(view(&state.db, rows).await?)))
}

/// A pending record for managed failures that have none waiting or conforming.
#[utoipa::path(post, operation_id = "create_request_ac", path = "/warranties/requests/{id}/ac", tag = "warranties", params(("id" = Uuid, Path)), request_body = AcIn, responses((status = 201, body = One<AcOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<AcIn>) -> ApiResult<(StatusCode, Json<One<AcOut>>)> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    let mut ids = input.failure_ids.clone();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        return Err(ApiError::field("failure_ids", Msg::new("warranties.order_failures_required")));
    }
    let rows = failure::Entity::find().filter(failure::Column::TicketId.eq(row.id)).filter(failure::Column::Id.is_in(ids.clone())).all(&txn).await?;
    let verdicts = failure_view::verdicts(&txn, &ids).await?;
    if rows.len() != ids.len() {
        return Err(ApiError::field("failure_ids", Msg::new("validation.one_of")));
    }
    if rows.iter().any(|f| f.status != "managed" || matches!(verdicts.get(&f.id).map(String::as_str), Some("pending" | "conforming"))) {
        return Err(ApiError::field("failure_ids", Msg::new("warranties.ac_failure_not_managed")));
    }
    let seq: Option<i32> = ac::Entity::find().select_only().column_as(ac::Column::Seq.max(), "n").filter(ac::Column::TicketId.eq(row.id)).into_tuple().one(&txn).await?.flatten();
    let seq = seq.unwrap_or(0) + 1;
    let fresh = ac::Model { id: Uuid::now_v7(), company_id: ctx.company.id, project_id: row.project_id, ticket_id: row.id, seq, code: format!("AC-{seq}"), status: "pending".into(), signer_name: None, signed_at: None, comment: None, object_key: None, size: None, sha256: None, created_by: Some(ctx.user.id), created_at: Utc::now() };
    ac::Entity::insert(ac::ActiveModel::from(fresh.clone())).exec_without_returning(&txn).await?;
    let links = ids.iter().map(|f| ac_failure::ActiveModel { ac_id: Set(fresh.id), failure_id: Set(*f), verdict: Set(None) });
    ac_failure::Entity::insert_many(links).exec_without_returning(&txn).await?;
    store::touch(&txn, &row, None).await?;
    activity::record(&txn, &ctx, row.id, "ac_created", json!({"code": fresh.code, "failures": rows.iter().map(|f| f.number).collect::<Vec<_>>()})).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(view(&state.db, vec![fresh]).await?.remove(0)))))
}

/// The owner signs (a verdict per failure, the drawn signature) or refuses (with a comment). The PDF is stored
/// first and the record points at it in one transaction; a failure leaves neither behind.
#[utoipa::path(post, operation_id = "sign_request_ac", path = "/warranties/ac/{id}/sign", tag = "warranties", params(("id" = Uuid, Path)), request_body = SignIn, responses((status = 200, body = One<AcOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn sign(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<SignIn>) -> ApiResult<Json<One<AcOut>>> {
    can_read(&ctx)?;
    let (record, row) = find(&state.db, &ctx, id).await?;
    can_manage(&ctx, &row)?;
    let after = sign_record(&state, &ctx, record, &row, &input).await?;
    Ok(Json(One::new(view(&state.db, vec![after]).await?.remove(0))))
}

/// Signs or refuses a pending record of a live request: the PDF stored, then the record, verdicts and failures in
/// one transaction (the owners' portal signs through here too).
pub(crate) async fn sign_record(state: &AppState, ctx: &Ctx, record: ac::Model, row: &ticket::Model, input: &SignIn) -> ApiResult<ac::Model> {
    let id = record.id;
    live(row)?;
    if record.status != "pending" {
        return Err(ApiError::field("status", Msg::new("warranties.ac_signed")));
    }
    let links = ac_failure::Entity::find().filter(ac_failure::Column::AcId.eq(id)).all(&state.db).await?;
    let signed = check_signature(input, &links)?;
    let doc = ac_doc::build(state, ctx, row, &record, &signed).await?;
    let key = format!("acs/{}/{}/{}.pdf", ctx.company.id, row.id, record.id);
    let size = doc.len() as i64;
    let written = state.storage.put_bytes(&key, doc).await.map_err(ApiError::internal)?;
    let stored: ApiResult<ac::Model> = async {
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        // Two signatures at once: the second finds the record signed.
        let done = ac::Entity::update_many()
            .col_expr(ac::Column::Status, Expr::value(signed.status))
            .col_expr(ac::Column::SignerName, Expr::value(signed.signer.clone()))
            .col_expr(ac::Column::SignedAt, Expr::value(Some(Utc::now())))
            .col_expr(ac::Column::Comment, Expr::value(signed.comment.clone()))
            .col_expr(ac::Column::ObjectKey, Expr::value(Some(key.clone())))
            .col_expr(ac::Column::Size, Expr::value(Some(size)))
            .col_expr(ac::Column::Sha256, Expr::value(Some(written.sha256.clone())))
            .filter(ac::Column::Id.eq(id))
            .filter(ac::Column::Status.eq("pending"))
            .exec(&txn)
            .await?;
        if done.rows_affected == 0 {
            return Err(ApiError::conflict());
        }
        for (failure_id, verdict) in &signed.verdicts {
            ac_failure::Entity::update_many().col_expr(ac_failure::Column::Verdict, Expr::value(verdict.clone())).filter(ac_failure::Column::AcId.eq(id)).filter(ac_failure::Column::FailureId.eq(*failure_id)).exec(&txn).await?;
            if verdict == "non_conforming" || signed.status == "rejected" {
                failure::Entity::update_many().col_expr(failure::Column::Status, Expr::value("pending")).filter(failure::Column::Id.eq(*failure_id)).exec(&txn).await?;
            }
        }
        store::touch(&txn, row, None).await?;
        activity::record(&txn, ctx, row.id, "ac_signed", json!({"code": record.code, "status": signed.status, "signer": signed.signer})).await?;
        txn.commit().await?;
        ac::Entity::find_by_id(id).one(&state.db).await?.ok_or_else(ApiError::not_found)
    }
    .await;
    match stored {
        Ok(after) => Ok(after),
        Err(err) => {
            state.storage.delete(&key).await.ok();
            Err(err)
        }
    }
}

/// A reinspection (OI) or work order (OT) for the record's non-conforming failures.
#[utoipa::path(post, operation_id = "follow_up_request_ac", path = "/warranties/ac/{id}/follow-up", tag = "warranties", params(("id" = Uuid, Path)), request_body = FollowUpIn, responses((status = 201, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn follow_up(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<FollowUpIn>) -> ApiResult<(StatusCode, Json<One<OrderOut>>)> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (record, row) = find(&txn, &ctx, id).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    if !matches!(record.status.as_str(), "non_conforming" | "rejected") {
        return Err(ApiError::field("status", Msg::new("warranties.ac_not_non_conforming")));
    }
    let ids: Vec<Uuid> = ac_failure::Entity::find().filter(ac_failure::Column::AcId.eq(id)).filter(ac_failure::Column::Verdict.ne("conforming")).all(&txn).await?.into_iter().map(|l| l.failure_id).collect();
    let mut v = Validator::new();
    let kind = match input.kind.as_deref().map(str::trim) {
        Some(k) if OrderKind::parse(k).is_some() => OrderKind::parse(k),
        Some(k) if !k.is_empty() => {
            v.add("kind", Msg::new("validation.one_of"));
            None
        }
        _ => {
            v.add("kind", Msg::new("validation.required"));
            None
        }
    };
    let form = rules::check(&txn, &ctx, &mut v, row.project_id, rules::Draft::from(&input)).await?;
    let failures = rules::pick_failures(&txn, &mut v, row.id, &ids, None).await?;
    v.finish()?;
    let (Some(kind), Some(form)) = (kind, form) else { return Err(ApiError::internal("checked order")) };
    let fresh = rules::open(&txn, &ctx, &row, kind, form, &failures).await?;
    activity::record(&txn, &ctx, row.id, "ac_follow_up", json!({"code": record.code, "order": fresh.code})).await?;
    txn.commit().await?;
    let hours = warranty::postventa(&state.db, &ctx, row.project_id).await?.owner_answer_hours;
    Ok((StatusCode::CREATED, Json(One::new(rules::view(&state.db, &ctx, vec![fresh], hours).await?.remove(0)))))
}

/// The signed record's PDF.
#[utoipa::path(get, operation_id = "get_request_ac_pdf", path = "/warranties/ac/{id}/pdf", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn pdf(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let (record, row) = find(&state.db, &ctx, id).await?;
    let key = record.object_key.as_deref().ok_or_else(ApiError::not_found)?;
    let name = format!("{}-{}.pdf", record.code, row.number);
    let out = FileOut { key, name: &name, mime: "application/pdf", size: record.size.unwrap_or_default() as u64, inline: true, etag: record.sha256.as_deref() };
    serve::respond(&state.storage, &headers, out).await
}

/// What signing decided.
pub struct Signed {
    pub status: &'static str,
    pub signer: Option<String>,
    pub png: Option<Vec<u8>>,
    pub comment: Option<String>,
    /// (failure, verdict) for every failure of the record.
    pub verdicts: Vec<(Uuid, String)>,
}

fn check_signature(input: &SignIn, links: &[ac_failure::Model]) -> ApiResult<Signed> {
    let mut v = Validator::new();
    let comment = input.comment.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(String::from);
    if let Some(c) = &comment {
        v.length("comment", c, 1, 1000);
    }
    if input.refused {
        if comment.is_none() {
            v.add("comment", Msg::new("warranties.ac_refusal_reason"));
        }
        v.finish()?;
        return Ok(Signed { status: "rejected", signer: None, png: None, comment, verdicts: links.iter().map(|l| (l.failure_id, "non_conforming".to_string())).collect() });
    }
    let signer = Some(v.name("signer_name", input.signer_name.as_deref(), 1, 121));
    let png = crate::warranties::units::act::signature_png(input.signature.as_deref());
    if png.is_none() {
        v.add("signature", Msg::new("account.signature_invalid"));
    }
    let mut verdicts = Vec::new();
    for (i, link) in links.iter().enumerate() {
        match input.verdicts.iter().find(|g| g.failure_id == link.failure_id).and_then(|g| g.verdict.as_deref()) {
            Some(verdict @ ("conforming" | "non_conforming")) => verdicts.push((link.failure_id, verdict.to_string())),
            Some(_) => v.add(&format!("verdicts.{i}.verdict"), Msg::new("validation.one_of")),
            None => v.add(&format!("verdicts.{i}.verdict"), Msg::new("validation.required")),
        }
    }
    v.finish()?;
    let status = if verdicts.iter().all(|(_, v)| v == "conforming") { "conforming" } else { "non_conforming" };
    Ok(Signed { status, signer, png, comment, verdicts })
}

pub(crate) async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(ac::Model, ticket::Model)> {
    let record = ac::Entity::scoped(&ctx.tenant).filter(ac::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let row = store::load(db, ctx, record.ticket_id, tickets::POSTVENTA).await?;
    Ok((record, row))
}

pub(crate) async fn view<C: ConnectionTrait>(db: &C, rows: Vec<ac::Model>) -> ApiResult<Vec<AcOut>> {
    let links = ac_failure::Entity::find().filter(ac_failure::Column::AcId.is_in(rows.iter().map(|a| a.id))).all(db).await?;
    let failures = failure::Entity::find().filter(failure::Column::Id.is_in(links.iter().map(|l| l.failure_id))).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|a| {
            let mut list: Vec<AcFailure> = links
                .iter()
                .filter(|l| l.ac_id == a.id)
                .filter_map(|l| failures.iter().find(|f| f.id == l.failure_id).map(|f| AcFailure { id: f.id, number: f.number, label: failure_view::label(f), verdict: l.verdict.clone() }))
                .collect();
            list.sort_by_key(|f| f.number);
            AcOut { id: a.id, request_id: a.ticket_id, code: a.code, status: a.status, failures: list, signer_name: a.signer_name, signed_at: a.signed_at, comment: a.comment, has_pdf: a.object_key.is_some(), pdf_url: a.object_key.as_ref().map(|_| format!("/api/warranties/ac/{}/pdf", a.id)), created_at: a.created_at }
        })
        .collect())
}
