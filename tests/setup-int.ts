process.env.WELLREAD_BOOTSTRAP = 'off'
process.env.PAYLOAD_SECRET ||= 'integration-tests-secret-not-for-production-0123456789'
