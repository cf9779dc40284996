/// The rules comparing a page with its translations.
let translationRules: [any SetRule.Type] = [
    TranslationOutdatedRule.self,
    TranslationCommandChangedRule.self,
    TranslationRoleChangedRule.self,
]
