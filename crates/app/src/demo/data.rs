//! The demo companies, described as data.

use platform::i18n::Locale;

pub struct DemoCompany {
    pub name: &'static str,
    pub tax_id: &'static str,
    pub country: &'static str,
    pub plan: &'static str,
    pub blocked: bool,
    pub provider: bool,
    pub locale: Locale,
    pub groups: &'static [&'static str],
    /// (name, code, city, address, group index, real estate name, real estate RUT, legal rep, legal rep RUT)
    pub projects: &'static [DemoProject],
    pub users: Vec<DemoUser>,
}

pub struct DemoProject {
    pub name: &'static str,
    pub code: &'static str,
    pub city: &'static str,
    pub address: &'static str,
    pub group: Option<usize>,
    pub real_estate: (&'static str, &'static str),
    pub legal_rep: (&'static str, &'static str),
}

pub struct DemoUser {
    pub username: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub email: &'static str,
    /// Index into the default profiles (0 Administrador, 1 Inspector, 2 Supervisor, 3 Contratista).
    pub profile: usize,
    /// Index into the default positions.
    pub position: usize,
    /// Indexes into the company's projects.
    pub projects: &'static [usize],
    pub superadmin: bool,
}

const fn user(username: &'static str, first_name: &'static str, last_name: &'static str, email: &'static str, profile: usize, position: usize, projects: &'static [usize]) -> DemoUser {
    DemoUser { username, first_name, last_name, email, profile, position, projects, superadmin: false }
}

pub fn companies() -> Vec<DemoCompany> {
    vec![
        DemoCompany {
            name: "Obra",
            tax_id: "77.123.456-9",
            country: "CL",
            plan: "full",
            blocked: false,
            provider: true,
            locale: Locale::Es,
            groups: &[],
            projects: &[],
            users: vec![DemoUser { superadmin: true, ..user("soporte", "Equipo", "Soporte Obra", "soporte@obra.local", 0, 4, &[]) }],
        },
        DemoCompany {
            name: "Constructora Andes",
            tax_id: "76.086.428-5",
            country: "CL",
            plan: "trial",
            blocked: false,
            provider: false,
            locale: Locale::Es,
            groups: &["Región Metropolitana"],
            projects: &[
                DemoProject { name: "Edificio Los Robles", code: "LR-2026", city: "Santiago", address: "Av. Los Robles 1450, Ñuñoa", group: Some(0), real_estate: ("Inmobiliaria Los Robles SpA", "76.543.210-3"), legal_rep: ("María José Fuentes Rojas", "12.345.678-5") },
                DemoProject { name: "Condominio Vista Cordillera", code: "VC-2025", city: "Puente Alto", address: "Camino Las Vizcachas 2300", group: Some(0), real_estate: ("Inmobiliaria Cordillera Ltda.", "77.889.900-0"), legal_rep: ("Andrés Muñoz Pérez", "9.876.543-3") },
                DemoProject { name: "Torre Central", code: "TC-2026", city: "Concepción", address: "Calle O'Higgins 640", group: None, real_estate: ("Inversiones Biobío S.A.", "96.512.340-7"), legal_rep: ("Claudia Sepúlveda Araya", "15.432.109-8") },
            ],
            users: vec![
                user("admin", "Carolina", "Vergara Soto", "admin@constructora-andes.cl", 0, 0, &[0, 1, 2]),
                user("inspector", "Rodrigo", "Paredes Lagos", "inspector@constructora-andes.cl", 1, 2, &[0, 1]),
                user("supervisor", "Valentina", "Herrera Núñez", "supervisor@constructora-andes.cl", 2, 3, &[0, 2]),
                user("contratista", "Jorge", "Castillo Ibáñez", "contratista@constructora-andes.cl", 3, 1, &[0]),
                user("sin.proyectos", "Felipe", "Morales Tapia", "felipe.morales@constructora-andes.cl", 1, 2, &[]),
            ],
        },
        DemoCompany {
            name: "Inmobiliaria Sur",
            tax_id: "12.345.678/0001-95",
            country: "BR",
            plan: "free",
            blocked: false,
            provider: false,
            locale: Locale::Pt,
            groups: &[],
            projects: &[DemoProject { name: "Residencial Jardim Sul", code: "JS-01", city: "São Paulo", address: "Rua Vergueiro 3185, Vila Mariana", group: None, real_estate: ("Incorporadora Sul Ltda.", "12.345.678/0001-95"), legal_rep: ("Ana Paula Ribeiro", "123.456.789-09") }],
            users: vec![user("admin.sur", "Ana Paula", "Ribeiro", "admin@inmobiliaria-sur.com.br", 0, 0, &[0])],
        },
        DemoCompany {
            name: "Constructora Austral",
            tax_id: "76.111.222-8",
            country: "CL",
            plan: "full",
            blocked: true,
            provider: false,
            locale: Locale::Es,
            groups: &[],
            projects: &[DemoProject { name: "Edificio Puerto Montt", code: "PM-01", city: "Puerto Montt", address: "Av. Diego Portales 850", group: None, real_estate: ("Inmobiliaria Austral SpA", "76.111.222-8"), legal_rep: ("Pedro Alvarado Díaz", "11.111.111-1") }],
            users: vec![user("austral", "Pedro", "Alvarado Díaz", "pedro@constructora-austral.cl", 0, 0, &[0])],
        },
    ]
}
