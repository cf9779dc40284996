/// The keyword table docrun ships: Liquid keyrefs `{{site.data.keyword.KEY}}` → text, for the runbooks docrun ships.
///
/// It holds the keys of the pages in `runbooks/` (the seed pages and the demo), with the plain-text product names
/// IBM's documentation renders for them (without ® or ™), so that those pages read well out of the box. It is not
/// the docs site's keyword file and judges nothing: other pages' keys are resolved with that file, given with
/// `--keywords FILE` or `keywords:` in `.docrun.yml`, and stay as written without it.
/// `attribute-definition-list` expands to kramdown attribute definitions on IBM's site, so here it resolves to nothing.
enum DefaultKeywords {
    /// The table as YAML (one `key: value` per line, keys sorted case-insensitively), parsed once by `KeywordTable`.
    static let yaml: String = #"""
    attribute-definition-list: ""
    Bluemix_dedicated_notm: IBM Cloud Dedicated
    Bluemix_notm: IBM Cloud
    containerlong: IBM Cloud Kubernetes Service
    containershort_notm: IBM Cloud Kubernetes Service
    iamlong: IBM Cloud Identity and Access Management
    registrylong_notm: IBM Cloud Container Registry
    registryshort_notm: Container Registry
    """#
}
