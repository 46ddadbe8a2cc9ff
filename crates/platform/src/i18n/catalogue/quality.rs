//! Messages of quality and construction progress (SPEC §3 and §4 Activity, §5 imports and stages).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("quality.max_decimals", "Se permiten como máximo {max} decimales en {currency}.", "São permitidas no máximo {max} casas decimais em {currency}."),
    ("quality.too_deep", "La estructura de actividades admite como máximo {max} niveles.", "A estrutura de atividades admite no máximo {max} níveis."),
    ("quality.bad_parent", "No se puede mover una actividad dentro de sí misma ni de sus subactividades.", "Não é possível mover uma atividade para dentro dela mesma nem de suas subatividades."),
    ("quality.summary_rolled_up", "Las fechas y el avance de una actividad con subactividades se calculan a partir de ellas.", "As datas e o avanço de uma atividade com subatividades são calculados a partir delas."),
    ("quality.end_needs_complete", "La fecha de término real solo se registra con un avance del 100 %.", "A data de término real só é registrada com avanço de 100 %."),
    ("quality.one_value_per_attribute", "Elige un solo valor por atributo.", "Escolha apenas um valor por atributo."),
    ("quality.value_deprecated", "El valor «{name}» está obsoleto y no se puede asignar.", "O valor «{name}» está obsoleto e não pode ser atribuído."),
    ("quality.value_in_use", "El valor está asignado a {count} actividad(es): márcalo como obsoleto en lugar de eliminarlo.", "O valor está atribuído a {count} atividade(s): marque-o como obsoleto em vez de excluí-lo."),
    ("quality.attribute_in_use", "El atributo tiene valores asignados a {count} actividad(es).", "O atributo tem valores atribuídos a {count} atividade(s)."),
    ("quality.link_self", "Una actividad no puede depender de sí misma.", "Uma atividade não pode depender de si mesma."),
    ("quality.link_ancestor", "Una actividad no puede depender de la actividad que la contiene.", "Uma atividade não pode depender da atividade que a contém."),
    ("quality.link_exists", "Estas actividades ya están vinculadas.", "Estas atividades já estão vinculadas."),
    ("quality.link_cycle", "Las dependencias formarían un ciclo.", "As dependências formariam um ciclo."),
    ("quality.same_column", "La columna del valor debe ser distinta de la del atributo.", "A coluna do valor deve ser diferente da do atributo."),
    ("quality.import_duplicated", "Valor repetido: ya aparece en la fila {row}.", "Valor repetido: já aparece na linha {row}."),
    ("quality.import_has_errors", "El archivo tiene {count} error(es): corrígelos y vuelve a cargarlo. No se importó nada.", "O arquivo tem {count} erro(s): corrija-os e carregue-o novamente. Nada foi importado."),
    ("quality.schedule_format", "Solo se aceptan archivos de MS Project (.xml) o Primavera P6 (.xer).", "Apenas arquivos do MS Project (.xml) ou Primavera P6 (.xer) são aceitos."),
    ("quality.schedule_unreadable", "No se pudo leer el cronograma: {detail}", "Não foi possível ler o cronograma: {detail}"),
    ("quality.rule_empty", "Indica al menos una clase, un nivel o una propiedad.", "Informe pelo menos uma classe, um pavimento ou uma propriedade."),
    ("quality.rule_no_elements", "Ningún elemento del modelo cumple la regla.", "Nenhum elemento do modelo atende à regra."),
];
