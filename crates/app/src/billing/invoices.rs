//! Invoices issued by the provider's staff: numbered `OB-<year>-<sequence>`, the PDF rendered once at issue (in
//! the company's language: Brazil reads Portuguese) and kept in storage; the status can move to paid or void.

use axum::{extract::State, http::StatusCode, Json};
use chrono::{Datelike, Utc};
use platform::{
    audit,
    context::Ctx,
    entities::company,
    envelope::One,
    error::{IdPath, JsonBody},
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, entity as invoice};

/// A company's invoices, newest first (provider staff only).
#[utoipa::path(get, operation_id = "list_company_invoices", path = "/admin/companies/{id}/invoices", tag = "billing", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<InvoiceOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<InvoiceOut>>>> {
    ctx.require_provider()?;
    company::Entity::find_by_id(id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let rows = invoice::Entity::find().filter(invoice::Column::CompanyId.eq(id)).order_by_desc(invoice::Column::PeriodStart).order_by_desc(invoice::Column::CreatedAt).all(&state.db).await?;
    Ok(Json(One::new(rows.into_iter().map(InvoiceOut::from).collect())))
}

/// An amount for people: `CLP 1.250.000`, `R$ 2.500,00`, `USD 1,250.00`.
pub fn format_amount(cents: i64, currency: &str) -> String {
    let group = |n: i64, sep: char| {
        let digits = n.abs().to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(sep);
            }
            out.push(c);
        }
        out
    };
    let (units, rest) = (cents / 100, (cents % 100).abs());
    match currency {
        "CLP" => format!("CLP {}", group((cents as f64 / 100.0).round() as i64, '.')),
        "BRL" => format!("R$ {},{rest:02}", group(units, '.')),
        other => format!("{other} {}.{rest:02}", group(units, ',')),
    }
}

/// Issues an invoice for a period: the seats are the company's active users now, the plan its current one.
#[utoipa::path(post, operation_id = "issue_invoice", path = "/admin/companies/{id}/invoices", tag = "billing", params(("id" = Uuid, Path)), request_body = InvoiceIn, responses((status = 201, body = One<InvoiceOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn issue(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<InvoiceIn>) -> ApiResult<(StatusCode, Json<One<InvoiceOut>>)> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    let start = if v.required("period_start", input.period_start.as_deref()) { v.date("period_start", input.period_start.as_deref().unwrap_or_default()) } else { None };
    let end = if v.required("period_end", input.period_end.as_deref()) { v.date("period_end", input.period_end.as_deref().unwrap_or_default()) } else { None };
    if let (Some(start), Some(end)) = (start, end) {
        v.date_after("period_end", end, start, true);
    }
    match input.amount_cents {
        None => v.add("amount_cents", platform::i18n::Msg::new("validation.required")),
        Some(cents) => v.range("amount_cents", cents as f64, 1.0, 1e13),
    }
    if v.required("currency", input.currency.as_deref()) {
        v.one_of("currency", input.currency.as_deref().unwrap_or_default(), CURRENCIES);
    }
    v.finish()?;
    let (Some(start), Some(end), Some(cents), Some(currency)) = (start, end, input.amount_cents, input.currency) else { return Err(ApiError::internal("validated")) };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let company = company::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let seats = super::admin::seats(&txn, id).await? as i32;
    let year = Utc::now().year();
    let prefix = format!("OB-{year}-");
    let issued_this_year = invoice::Entity::find().filter(invoice::Column::Number.starts_with(&prefix)).count(&txn).await?;
    let number = format!("{prefix}{:05}", issued_this_year + 1);
    let invoice_id = Uuid::now_v7();
    let file_key = format!("invoices/{id}/{invoice_id}.pdf");
    let pdf = act::invoice(&act::Invoice {
        lang: if company.country == "BR" { act::Lang::Pt } else { act::Lang::Es },
        provider: ctx.company.name.clone(),
        company: company.name.clone(),
        tax_id: company.tax_id.clone(),
        number: number.clone(),
        issued: Utc::now().date_naive(),
        period_start: start,
        period_end: end,
        plan: company.plan.clone(),
        seats,
        amount: format_amount(cents, &currency),
        status: "issued".into(),
    });
    state.storage.put_bytes(&file_key, pdf).await.map_err(|e| ApiError::internal(format!("invoice pdf: {e}")))?;
    let row = invoice::ActiveModel {
        id: Set(invoice_id),
        company_id: Set(id),
        number: Set(number),
        period_start: Set(start),
        period_end: Set(end),
        plan: Set(company.plan.clone()),
        seats: Set(seats),
        amount_cents: Set(cents),
        currency: Set(currency),
        status: Set("issued".into()),
        file_key: Set(file_key),
        created_by: Set(ctx.user.id),
        created_at: Set(Utc::now()),
    };
    let row = invoice::Entity::insert(row).exec_with_returning(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(id), user_id: Some(ctx.user.id), action: "invoice.issue", entity: "invoice", entity_id: Some(row.id), after: Some(json!({"number": row.number, "amount_cents": row.amount_cents, "currency": row.currency})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(row.into()))))
}

/// Marks an invoice paid or void (or back to issued).
#[utoipa::path(put, operation_id = "set_invoice_status", path = "/admin/invoices/{id}/status", tag = "billing", params(("id" = Uuid, Path)), request_body = InvoiceStatusIn, responses((status = 200, body = One<InvoiceOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn set_status(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<InvoiceStatusIn>) -> ApiResult<Json<One<InvoiceOut>>> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    if v.required("status", input.status.as_deref()) {
        v.one_of("status", input.status.as_deref().unwrap_or_default(), STATUSES);
    }
    v.finish()?;
    let status = input.status.unwrap_or_default();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = invoice::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let row = invoice::Entity::update(invoice::ActiveModel { id: Set(id), status: Set(status.clone()), ..Default::default() }).exec(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(before.company_id), user_id: Some(ctx.user.id), action: "invoice.status", entity: "invoice", entity_id: Some(id), before: Some(json!({"status": before.status})), after: Some(json!({"status": status})), ip: ctx.client.ip.clone() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(row.into())))
}

#[cfg(test)]
mod tests {
    use super::format_amount;

    #[test]
    fn amounts_read_the_way_each_country_writes_them() {
        assert_eq!(format_amount(125_000_000, "CLP"), "CLP 1.250.000");
        assert_eq!(format_amount(250_000, "BRL"), "R$ 2.500,00");
        assert_eq!(format_amount(125_050, "USD"), "USD 1,250.50");
        assert_eq!(format_amount(100, "CLP"), "CLP 1");
    }
}
