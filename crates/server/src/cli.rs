//! The commands besides `serve`.

use chrono::Utc;
use clap::Subcommand;
use platform::{entities::{company, user}, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::start::{prepare, BoxError};

pub const ENV_HELP: &str = "Obra: construction quality and management platform.

Configuration (environment variables):
  OBRA_ADDR                  address to listen on (default 127.0.0.1:8080)
  OBRA_DATA_DIR              data folder: SQLite file, local files, e-mail outbox (default ./data)
  OBRA_DATABASE_URL          sqlite://… or postgres://… (default SQLite data/obra.db)
  OBRA_SMTP_URL              smtp://host:port or smtps://user:pass@host; unset: e-mails go to data/outbox/
  OBRA_MAIL_FROM             sender of e-mails (default Obra <no-reply@obra.local>)
  OBRA_PROVIDER_EMAIL        where sales requests go (default ventas@obra.local)
  OBRA_PUBLIC_URL            public base URL for links in e-mails (default http://OBRA_ADDR)
  OBRA_SECURE_COOKIES        1 to mark cookies Secure (default: on when OBRA_PUBLIC_URL is https)
  OBRA_TRUST_PROXY           1 to read the client IP from X-Forwarded-For (behind a load balancer)
  OBRA_SESSION_IDLE_MINUTES  a session ends after this long unused (default 480)
  OBRA_SESSION_MAX_HOURS     a session ends this long after sign-in (default 168)
  OBRA_LOGIN_ATTEMPTS        failed sign-ins per IP and per user in 15 minutes (default 10)
  OBRA_NATS_URL              nats://host:4222 to fan live events out between instances (default in-process)
  OBRA_S3_BUCKET             keep files in this S3-compatible bucket (default: the folder data/objects/)
  OBRA_S3_ENDPOINT           S3 endpoint, e.g. http://127.0.0.1:9000 (default AWS)
  OBRA_S3_REGION             S3 region (default us-east-1)
  OBRA_S3_ACCESS_KEY_ID      S3 access key
  OBRA_S3_SECRET_ACCESS_KEY  S3 secret key
  OBRA_UPLOAD_TTL_SECS       an unfinished upload untouched this long is removed (default 86400)
  OBRA_DEMO                  1: `serve` loads the demo data first
  OBRA_LOG                   log filter (default info)
  OBRA_LOG_FORMAT            json: one JSON object per log line (default text)
  OBRA_USAGE_EVENTS          0: record no usage events (default 1)
  OBRA_SQL_READER_URL        PostgreSQL: the read-only login of the SQL editor (granted SELECT at start)";

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Create a provider super-admin (technical insights across companies).
    CreateSuperadmin {
        #[arg(long)]
        username: String,
        #[arg(long)]
        email: String,
        /// Read from OBRA_ADMIN_PASSWORD when not given.
        #[arg(long, env = "OBRA_ADMIN_PASSWORD")]
        password: String,
    },
    /// Benchmark data: add N Cmanagement tickets to a project (with categories and a select custom field).
    SeedTickets {
        #[arg(long, default_value = "Edificio Los Robles")]
        project: String,
        #[arg(long, default_value_t = 200_000)]
        count: usize,
    },
    /// Benchmark data: add N units to a project, and one unit whose act lists 300 failures and 100 certificates.
    SeedUnits {
        #[arg(long, default_value = "Edificio Los Robles")]
        project: String,
        #[arg(long, default_value_t = 20_000)]
        count: usize,
    },
    /// Benchmark data: add a building schedule of about N activities (with links and progress) to a project.
    SeedActivities {
        #[arg(long, default_value = "Edificio Los Robles")]
        project: String,
        #[arg(long, default_value_t = 20_000)]
        count: usize,
    },
    /// Benchmark data: add N concrete placements (with lots and samples) on the project's Concrete model.
    SeedPlacements {
        #[arg(long, default_value = "Edificio Los Robles")]
        project: String,
        #[arg(long, default_value_t = 100_000)]
        count: usize,
    },
    /// Benchmark load: raise N webhook events (`user.updated`, in transactions of 100) for the demo company, as if
    /// N changes were made; the server's delivery workers send them to every subscribed application.
    EmitEvents {
        #[arg(long, default_value = "admin")]
        username: String,
        #[arg(long, default_value_t = 10_000)]
        count: usize,
    },
    /// Back up the database (one consistent snapshot) and the file store's manifest into a zip file.
    Dump {
        /// Where to write the zip.
        file: std::path::PathBuf,
    },
    /// Restore a backup zip into a scratch database, count and checksum every table again and compare with the
    /// backup's manifest; exits with an error on any mismatch. The live database is not touched.
    RestoreDrill {
        file: std::path::PathBuf,
    },
    /// Benchmark data: add N after-sales requests (three failures each) to a project, over N/20 new units.
    SeedRequests {
        #[arg(long, default_value = "Edificio Los Robles")]
        project: String,
        #[arg(long, default_value_t = 200_000)]
        count: usize,
    },
}

pub async fn demo() -> Result<(), BoxError> {
    let state = prepare().await?;
    load_demo(&state).await
}

pub async fn load_demo(state: &AppState) -> Result<(), BoxError> {
    let created = app::demo::load(state).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
    println!("{}", if created { "Datos de demostración creados." } else { "Datos de demostración ya presentes." });
    println!("Ingresa en {}/app/ con (contraseña '{}'):", state.config.public_url.trim_end_matches('/'), app::demo::PASSWORD);
    for (login, what) in app::demo::LOGINS {
        println!("  {login:<15} {what}");
    }
    Ok(())
}

pub async fn admin(command: AdminCommand) -> Result<(), BoxError> {
    let state = prepare().await?;
    match command {
        AdminCommand::SeedTickets { project, count } => {
            let started = std::time::Instant::now();
            let (project_id, field) = app::tickets::seed::seed(&state.db, &project, count).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            println!("{count} tickets creados en {project} ({project_id}) en {:.1} s; campo Piso: {field}", started.elapsed().as_secs_f64());
        }
        AdminCommand::SeedUnits { project, count } => {
            let started = std::time::Instant::now();
            let seeded = app::warranties::seed::seed(&state.db, &project, count).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            println!("{count} unidades creadas en {project} ({}) en {:.1} s; unidad del acta: {}", seeded.project, started.elapsed().as_secs_f64(), seeded.big_unit);
        }
        AdminCommand::SeedActivities { project, count } => {
            let started = std::time::Instant::now();
            let (id, n) = app::quality::seed::seed(&state.db, &project, count).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            println!("{n} actividades creadas en {project} ({id}) en {:.1} s", started.elapsed().as_secs_f64());
        }
        AdminCommand::SeedPlacements { project, count } => {
            let started = std::time::Instant::now();
            let (id, lots) = app::concrete::seed::seed(&state.db, &project, count).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            println!("{count} hormigonados en {lots} lotes creados en {project} ({id}) en {:.1} s", started.elapsed().as_secs_f64());
        }
        AdminCommand::EmitEvents { username, count } => {
            let started = std::time::Instant::now();
            let user = platform::entities::user::Entity::find().filter(platform::entities::user::Column::Username.eq(username.as_str())).one(&state.db).await?.ok_or("no such user")?;
            for chunk in 0..count.div_ceil(100) {
                let txn = sea_orm::TransactionTrait::begin_with_options(&state.db, platform::db::WRITE).await?;
                for i in chunk * 100..((chunk + 1) * 100).min(count) {
                    let data = serde_json::json!({"id": user.id, "username": user.username, "n": i});
                    app::config::webhooks::emit(&txn, user.company_id, "user.updated", data).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
                }
                txn.commit().await?;
            }
            println!("{count} eventos emitidos en {:.1} s", started.elapsed().as_secs_f64());
        }
        AdminCommand::SeedRequests { project, count } => {
            let started = std::time::Instant::now();
            let id = app::warranties::requests::seed::seed(&state.db, &project, count).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            println!("{count} solicitudes creadas en {project} ({id}) en {:.1} s", started.elapsed().as_secs_f64());
        }
        AdminCommand::Dump { file } => {
            let (bytes, manifest) = app::tiinsights::backup::create(&state).await.map_err(|e| format!("{}: {}", e.code, e.message.key))?;
            std::fs::write(&file, &bytes)?;
            let rows: u64 = manifest.tables.iter().map(|t| t.rows).sum();
            println!("Respaldo {} ({}): {} tablas, {rows} filas, {} archivos en el manifiesto, {} bytes → {}", manifest.id, manifest.engine, manifest.tables.len(), manifest.files.len(), bytes.len(), file.display());
        }
        AdminCommand::RestoreDrill { file } => {
            let bytes = std::fs::read(&file)?;
            let started = std::time::Instant::now();
            let report = app::tiinsights::backup::drill(&bytes, &state.config.database_url).await?;
            println!("Simulacro de restauración ({}): {} tablas, {} filas, integridad {}, {} diferencias en {:.1} s", report.engine, report.tables, report.rows, report.integrity, report.mismatches.len(), started.elapsed().as_secs_f64());
            if !report.mismatches.is_empty() || (report.engine == "sqlite" && report.integrity != "ok") {
                return Err(format!("tablas distintas: {}", report.mismatches.join(", ")).into());
            }
        }
        AdminCommand::CreateSuperadmin { username, email, password } => {
            if password.chars().count() < 8 {
                return Err("la contraseña debe tener al menos 8 caracteres".into());
            }
            let provider = company::Entity::find().filter(company::Column::IsProvider.eq(true)).one(&state.db).await?;
            let Some(provider) = provider else {
                return Err("no existe la empresa proveedora: ejecuta `obra demo` o crea la instalación primero".into());
            };
            let now = Utc::now();
            user::Entity::insert(user::ActiveModel {
                id: Set(platform::ids::new_id()),
                company_id: Set(provider.id),
                first_name: Set(username.clone()),
                last_name: Set("Soporte".into()),
                username: Set(username.trim().to_lowercase()),
                email: Set(Some(email.trim().to_lowercase())),
                position_id: Set(None),
                profile_id: Set(None),
                password_hash: Set(platform::security::hash_password(&password).map_err(|e| e.code.to_string())?),
                signature_key: Set(None),
                enabled: Set(true),
                email_verified_at: Set(Some(now)),
                signature_verified: Set(false),
                locale: Set("es".into()),
                is_superadmin: Set(true),
                active_project_id: Set(None),
                last_login_at: Set(None),
                created_at: Set(now),
                updated_at: Set(now),
                version: Set(1),
            })
            .exec_without_returning(&state.db)
            .await?;
            println!("Super-admin '{username}' creado.");
        }
    }
    Ok(())
}
