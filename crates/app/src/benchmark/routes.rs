//! `GET /api/benchmark` and `PUT /api/benchmark/opt-in`.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{audit, context::Ctx, entities::company, envelope::One, error::JsonBody, i18n::Msg, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::json;

use super::{dto::*, figures};

const KEY: &str = "modulo_benchmark";

async fn build(state: &AppState, company: &company::Model) -> ApiResult<BenchmarkOut> {
    let peers: Vec<uuid::Uuid> = company::Entity::find().filter(company::Column::BenchmarkOptIn.eq(true)).filter(company::Column::IsProvider.eq(false)).all(&state.db).await?.into_iter().map(|c| c.id).collect();
    let mut ids = peers.clone();
    if !ids.contains(&company.id) {
        ids.push(company.id);
    }
    let all = figures::by_company(&state.db, &ids).await?;
    let own = all.get(&company.id).cloned().unwrap_or_default();
    let opted_in = company.benchmark_opt_in;
    let peer_figures: Vec<&figures::Figures> = if opted_in { peers.iter().filter_map(|p| all.get(p)).collect() } else { Vec::new() };
    let metrics = figures::METRICS
        .iter()
        .map(|key| MetricOut { key: key.to_string(), own: own.metrics.get(key).map(|v| (v * 100.0).round() / 100.0), peers: figures::spread(peer_figures.iter().filter_map(|f| f.metrics.get(key).copied()).collect()) })
        .collect();
    let peer_shares: Vec<_> = peer_figures.iter().filter_map(|f| f.shares()).collect();
    let own_shares = own.shares();
    let families = figures::FAMILIES
        .iter()
        .map(|family| FamilyOut {
            family: family.to_string(),
            own_share: own_shares.as_ref().map(|s| s.get(*family).copied().unwrap_or(0.0)),
            peers_share: (peer_shares.len() >= MIN_COMPANIES).then(|| peer_shares.iter().map(|s| s.get(*family).copied().unwrap_or(0.0)).sum::<f64>() / peer_shares.len() as f64),
        })
        .collect();
    Ok(BenchmarkOut { opted_in, min_companies: MIN_COMPANIES, peers: (opted_in && peers.len() >= MIN_COMPANIES).then_some(peers.len()), metrics, families })
}

/// The company's figures against the opted-in companies' (peers shown only to an opted-in company, and only from
/// 5 companies or more).
#[utoipa::path(get, operation_id = "get_benchmark", path = "/benchmark", tag = "benchmark", responses((status = 200, body = One<BenchmarkOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<BenchmarkOut>>> {
    ctx.require(KEY)?;
    Ok(Json(One::new(build(&state, &ctx.company).await?)))
}

/// Joins or leaves the benchmark (the company's figures count for others only while it is in).
#[utoipa::path(put, operation_id = "set_benchmark_opt_in", path = "/benchmark/opt-in", tag = "benchmark", request_body = OptInIn, responses((status = 200, body = One<BenchmarkOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn opt_in(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<OptInIn>) -> ApiResult<Json<One<BenchmarkOut>>> {
    ctx.require(KEY)?;
    let Some(opt_in) = input.opt_in else { return Err(ApiError::field("opt_in", Msg::new("validation.required"))) };
    let updated = company::Entity::update(company::ActiveModel { id: Set(ctx.company.id), benchmark_opt_in: Set(opt_in), updated_at: Set(Utc::now()), ..Default::default() }).exec(&state.db).await?;
    audit::record(&state.db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "benchmark.opt_in", entity: "company", entity_id: Some(ctx.company.id), after: Some(json!({"opt_in": opt_in})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    Ok(Json(One::new(build(&state, &updated).await?)))
}
