/// The keyword table docrun ships: Liquid keyrefs `{{site.data.keyword.KEY}}` of IBM Cloud documentation → text.
///
/// Values are the plain-text product names IBM's documentation renders for each key (without ® or ™), covering every
/// key the seed pages and the test corpus use; `--keywords FILE` adds keys or overrides these values.
/// `attribute-definition-list` expands to kramdown attribute definitions on IBM's site, so here it resolves to nothing.
enum DefaultKeywords {
    /// The table as YAML (one `key: value` per line, keys sorted case-insensitively), parsed once by `KeywordTable`.
    static let yaml: String = #"""
    amafull: Mobile Client Access
    apiconnect_full: IBM API Connect
    apiconnect_short: API Connect
    appconserviceshort: App Connect
    appid_full_notm: IBM Cloud App ID
    at_full: IBM Cloud Activity Tracker
    at_short: Activity Tracker
    attribute-definition-list: ""
    bigicloudst: BigInsights on Cloud
    Bluemix: IBM Cloud
    Bluemix_dedicated_notm: IBM Cloud Dedicated
    Bluemix_notm: IBM Cloud
    Bluemix_short: IBM Cloud
    bplong: IBM Cloud Schematics
    bpshort: Schematics
    cis_full: IBM Cloud Internet Services
    cis_full_notm: IBM Cloud Internet Services
    cis_short: CIS
    cis_short_notm: CIS
    cloud: IBM Cloud
    cloud-shell_full: IBM Cloud Shell
    cloud-shell_notm: IBM Cloud Shell
    cloud-shell_short: Cloud Shell
    cloud_notm: IBM Cloud
    cloudaccesstrailfull: IBM Cloud Activity Tracker
    cloudaccesstraillong_notm: IBM Cloud Activity Tracker
    cloudaccesstrailshort: Activity Tracker
    cloudant: IBM Cloudant
    cloudcerts_full: IBM Cloud Certificate Manager
    cloudcerts_full_notm: IBM Cloud Certificate Manager
    cloudcerts_long: IBM Cloud Certificate Manager
    cloudcerts_long_notm: IBM Cloud Certificate Manager
    cloudcerts_short: Certificate Manager
    codeenginefull: IBM Cloud Code Engine
    codeenginefull_notm: IBM Cloud Code Engine
    codeengineshort: Code Engine
    compliance_long: IBM Cloud Security and Compliance Center
    containerfull_notm: IBM Cloud Kubernetes Service
    containerlong: IBM Cloud Kubernetes Service
    containerlong_notm: IBM Cloud Kubernetes Service
    containershort_notm: IBM Cloud Kubernetes Service
    contdelivery_full: IBM Cloud Continuous Delivery
    contdelivery_short: Continuous Delivery
    cos_full_notm: IBM Cloud Object Storage
    cos_short: Object Storage
    dashdbshort: Db2 Warehouse on Cloud
    DSX_full: IBM Watson Studio
    DSX_short: Watson Studio
    en_full_notm: IBM Cloud Event Notifications
    en_short: Event Notifications
    geospatialshort_Geospatial: Geospatial Analytics
    iamlong: IBM Cloud Identity and Access Management
    iamshort: IAM
    IBM: IBM
    IBM_notm: IBM
    iot_full: IBM Watson IoT Platform
    iot_short: Watson IoT Platform
    iot_short_notm: Watson IoT Platform
    keymanagementservicelong_notm: IBM Key Protect for IBM Cloud
    la_full: IBM Log Analysis
    la_full_notm: IBM Log Analysis
    la_short: Log Analysis
    loganalysisshort_notm: Log Analysis
    logs_full: IBM Cloud Logs
    logs_full_notm: IBM Cloud Logs
    messagehub: Event Streams
    messagehub_full: IBM Event Streams for IBM Cloud
    mobilepushfull: IBM Push Notifications
    mobilepushshort: Push Notifications
    mon_full: IBM Cloud Monitoring
    mon_full_notm: IBM Cloud Monitoring
    mon_short: Monitoring
    openwhisk_short: Cloud Functions
    registryfull: IBM Cloud Container Registry
    registryfull_notm: IBM Cloud Container Registry
    registrylong: IBM Cloud Container Registry
    registrylong_notm: IBM Cloud Container Registry
    registryshort: Container Registry
    registryshort_notm: Container Registry
    secrets-manager_full_notm: IBM Cloud Secrets Manager
    SecureGateway: Secure Gateway
    security-advisor_full_notm: IBM Cloud Security Advisor
    security-advisor_short: Security Advisor
    streaminganalyticsfull: IBM Streaming Analytics
    streaminganalyticsshort: Streaming Analytics
    streamsfull: IBM Streams
    streamsshort: IBM Streams
    vpc_full: IBM Cloud Virtual Private Cloud
    """#
}
