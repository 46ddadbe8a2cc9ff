//! `obra`: the one binary. `serve` runs the product, `migrate` the migrations, `demo` loads the demo data,
//! `worker` runs background work only, `admin` does provider chores, `openapi` prints the API document.

use clap::{Parser, Subcommand};

mod cli;
mod spa;
mod start;

#[derive(Parser)]
#[command(name = "obra", version, about = "Obra: construction quality and management platform", long_about = cli::ENV_HELP)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server (API and interface) and the in-process worker.
    Serve {
        /// Load the demo data first (idempotent) and print the demo logins.
        #[arg(long, env = "OBRA_DEMO", value_parser = clap::builder::BoolishValueParser::new())]
        demo: bool,
    },
    /// Apply pending database migrations and exit.
    Migrate,
    /// Create the demo companies, projects and users (idempotent) and print the logins.
    Demo,
    /// Run background work (e-mail outbox) without serving HTTP.
    Worker,
    /// Provider administration.
    Admin {
        #[command(subcommand)]
        command: cli::AdminCommand,
    },
    /// Print the OpenAPI document generated from the handlers.
    Openapi,
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    start::init_tracing();
    let result = match args.command {
        Command::Serve { demo } => start::serve(demo).await,
        Command::Migrate => start::prepare().await.map(|_| println!("Migraciones aplicadas.")),
        Command::Demo => cli::demo().await,
        Command::Worker => start::worker().await,
        Command::Admin { command } => cli::admin(command).await,
        Command::Openapi => {
            println!("{}", app::http::openapi().to_pretty_json().unwrap_or_default());
            Ok(())
        }
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("obra: {err}");
            std::process::ExitCode::FAILURE
        }
    }
}
