//! Start-up: configuration, database, migrations, the permission catalogue, background workers, HTTP.

use std::{net::SocketAddr, sync::Arc};

use migration::{Migrator, MigratorTrait};
use platform::{config::Config, events::Events, mail::Mailer, storage::Storage, throttle::Throttle, AppState};

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The log: text on the terminal, or one JSON object per line with `OBRA_LOG_FORMAT=json` (for a log collector);
/// either way the recent lines are kept in memory for technical insights.
pub fn init_tracing() {
    use tracing_subscriber::{layer::SubscriberExt, util::SubscriberInitExt, Layer};
    let filter = || tracing_subscriber::EnvFilter::try_from_env("OBRA_LOG").unwrap_or_else(|_| "info,sqlx=warn,sea_orm=warn".into());
    let json = std::env::var("OBRA_LOG_FORMAT").is_ok_and(|f| f == "json");
    let output = if json {
        tracing_subscriber::fmt::layer().json().with_current_span(true).with_span_list(false).boxed()
    } else {
        tracing_subscriber::fmt::layer().with_target(false).boxed()
    };
    tracing_subscriber::registry().with(output.with_filter(filter())).with(platform::logbook::Layer.with_filter(filter())).init();
}

/// Connects, migrates and syncs the permission catalogue.
pub async fn prepare() -> Result<AppState, BoxError> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let config = Arc::new(Config::from_env());
    if config.database_url.starts_with("sqlite:") {
        std::fs::create_dir_all(&config.data_dir)?;
    }
    let db = platform::db::connect(&config.database_url).await?;
    Migrator::up(&db, None).await?;
    platform::permissions::sync_catalogue(&db).await?;
    if let Some(reader) = config.sql_reader_url.as_deref().filter(|_| db.get_database_backend() == sea_orm::DbBackend::Postgres) {
        app::tiinsights::sql::postgres::grant(&db, reader).await?;
    }
    let events = match &config.nats_url {
        Some(url) => Events::connect(url, platform::events::DEFAULT_SUBJECT).await?,
        None => Events::default(),
    };
    let storage = Storage::from_config(&config)?;
    let usage = if config.usage_events { platform::usage::Usage::start(db.clone()) } else { platform::usage::Usage::default() };
    Ok(AppState { db, mailer: Mailer::new(config.clone()), throttle: Arc::new(Throttle::new(config.login_attempts)), events, storage, usage, config })
}

pub async fn serve(demo: bool) -> Result<(), BoxError> {
    let state = prepare().await?;
    if demo {
        crate::cli::load_demo(&state).await?;
    }
    state.mailer.spawn_worker(state.db.clone());
    platform::maintenance::spawn(state.db.clone(), state.config.clone(), state.storage.clone());
    app::cbox::spawn_purger(state.clone());
    app::spawn_workers(&state);
    app::portal::smtp::spawn(state.clone()).await?;
    let addr = state.config.addr;
    let service = app::http::build(state, crate::spa::router());
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("Obra escuchando en http://{addr}/app/");
    axum::serve(listener, service.into_make_service_with_connect_info::<SocketAddr>()).with_graceful_shutdown(shutdown()).await?;
    Ok(())
}

pub async fn worker() -> Result<(), BoxError> {
    let state = prepare().await?;
    state.mailer.spawn_worker(state.db.clone());
    platform::maintenance::spawn(state.db.clone(), state.config.clone(), state.storage.clone());
    app::cbox::spawn_purger(state.clone());
    app::spawn_workers(&state);
    tracing::info!("worker running");
    shutdown().await;
    Ok(())
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
