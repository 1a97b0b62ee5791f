/** Sample traces for the Stack Trace Formatter, one per supported language. */
export const javaSample = `Exception in thread "http-nio-8080-exec-3" java.lang.IllegalStateException: Failed to load order 1042
	at com.acme.shop.orders.OrderService.load(OrderService.java:88)
	at com.acme.shop.orders.OrderController.show(OrderController.java:41)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
	at org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)
	at com.acme.shop.web.RequestTimingFilter.doFilter(RequestTimingFilter.java:27)
	at org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:174)
	at java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection
	at org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)
	at com.acme.shop.orders.OrderRepository.findById(OrderRepository.java:52)
	at com.acme.shop.orders.OrderService.load(OrderService.java:81)
	... 7 more
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.
	at com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)
	at com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)
	at com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)
	... 10 more`;

export const javascriptSample = `TypeError: Cannot read properties of undefined (reading 'email')
    at formatUser (/srv/app/src/users/format.js:14:22)
    at Array.map (<anonymous>)
    at listUsers (/srv/app/src/users/routes.js:31:27)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)
    at async next (/srv/app/node_modules/express/lib/router/route.js:149:13) {
  [cause]: Error: user 42 has no profile
      at loadProfile (/srv/app/src/users/profile.js:9:11)
      at async listUsers (/srv/app/src/users/routes.js:29:19)
}`;

export const pythonSample = `Traceback (most recent call last):
  File "/srv/billing/app/invoices.py", line 58, in total_for
    rate = TAX_RATES[customer.country]
           ~~~~~~~~~^^^^^^^^^^^^^^^^^^
KeyError: 'XK'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/srv/billing/app/main.py", line 21, in <module>
    cli()
  File "/srv/billing/.venv/lib/python3.12/site-packages/click/core.py", line 1157, in __call__
    return self.main(*args, **kwargs)
  File "/srv/billing/.venv/lib/python3.12/site-packages/click/core.py", line 1078, in main
    rv = self.invoke(ctx)
  File "/srv/billing/app/main.py", line 17, in cli
    send_invoices(load_customers())
  File "/srv/billing/app/invoices.py", line 74, in send_invoices
    amount = total_for(customer)
  File "/srv/billing/app/invoices.py", line 60, in total_for
    raise InvoiceError(f"no tax rate for {customer.country}") from err
app.errors.InvoiceError: no tax rate for XK`;
